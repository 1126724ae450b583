import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, testClock, testDb } from '../../../test/harness';
import { assertLedger, borrow, borrower } from '../../../test/lending-helpers';
import { signInSandbox } from '../../../test/staff-sessions';
import type { App } from '../../app';
import { selectRows } from '../../db/rows';
import { auditRows } from '../staff-audit/test-support';
import { age, caseOf, lateCase, queuePages, repay } from './test-support';

const clock = testClock(Date.parse('2026-11-27T08:00:00Z'));
let app: App;
beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
});
const key = () => `promise-${crypto.randomUUID()}`;

describe('promises to pay (issue 46): made in the app or through an agent, kept or broken by the payments that follow', () => {
  it('a borrower three days late promises in the app: at most 14 days ahead, one open, once per key; a payment of the amount keeps it', async () => {
    clock.set(Date.parse('2026-11-27T08:00:00Z'));
    const s = await borrower(app);
    const loan = await borrow(app, s, 1000, 7);
    await age(app, loan.orderId, 10);
    const help = await s.call('GET', `/api/collections/loans/${loan.orderId}`);
    expect(help.status, help.body).toBe(200);
    expect(help.json.data).toMatchObject({ orderId: loan.orderId, daysPastDue: 3, promise: null, hardship: null, latestPromiseDate: '2026-12-11' });

    const far = await s.call('POST', `/api/collections/loans/${loan.orderId}/promise`, { amount: 300, payBy: '2026-12-12' });
    expect([far.status, far.json.msg]).toEqual([400, 'Please choose a date at most 14 days from today']);
    const past = await s.call('POST', `/api/collections/loans/${loan.orderId}/promise`, { amount: 300, payBy: '2026-11-26' });
    expect([past.status, past.json.msg]).toEqual([400, 'Please choose today or a later date']);
    const k = key();
    const made = await s.call('POST', `/api/collections/loans/${loan.orderId}/promise`, { amount: 300, payBy: '2026-12-01' }, { 'Idempotency-Key': k });
    expect(made.status, made.body).toBe(200);
    expect(made.json.data.promise).toEqual({ amount: 300, payBy: '2026-12-01', status: 'OPEN' });
    expect((await s.call('POST', `/api/collections/loans/${loan.orderId}/promise`, { amount: 300, payBy: '2026-12-01' }, { 'Idempotency-Key': k })).status).toBe(200);
    const second = await s.call('POST', `/api/collections/loans/${loan.orderId}/promise`, { amount: 200, payBy: '2026-12-02' });
    expect([second.status, second.json.msg]).toEqual([409, 'You already promised to pay on this loan. Pay that first, or wait until its date.']);
    const other = await borrower(app);
    expect((await other.call('GET', `/api/collections/loans/${loan.orderId}`)).status).toBe(404);

    // The ladder pauses until the promise's date: today's "3 days late" reminder goes to a borrower without a promise only.
    const unpromised = await borrower(app);
    await age(app, (await borrow(app, unpromised, 1000, 7)).orderId, 10);
    await app.messages.runJob();
    const lateReminders = async (userId: number) => (await app.messages.of(userId)).filter((m) => m.event === 'bill.late.3').length;
    expect([await lateReminders(unpromised.userId), await lateReminders(s.userId)]).toEqual([1, 0]);

    // The case's queue place: a promise not yet due puts the case after the others.
    const c = (await caseOf(loan.orderId))!;
    const lead = await signInSandbox(app, 'admin');
    const all = await queuePages(lead, '/api/staff/collections/queue?scope=all');
    expect(all.find((x) => x.id === c.id)?.promisedFor).toBe('2026-12-01');
    expect(all.findIndex((x) => x.id === c.id)).toBeGreaterThan(all.findIndex((x) => x.promisedFor === null));

    await repay(app, s, loan.orderId, loan.plans[0]!.planId, 300);
    await app.collections.run();
    expect((await s.call('GET', `/api/collections/loans/${loan.orderId}`)).json.data.promise).toEqual({ amount: 300, payBy: '2026-12-01', status: 'KEPT' });
  });

  it('a promise made through an agent and not paid by its date is broken the day after', async () => {
    clock.set(Date.parse('2026-11-27T08:00:00Z'));
    const { s, orderId, caseId, agent } = await lateCase(app, 35);
    const call = await agent.call('POST', `/api/staff/collections/cases/${caseId}/contacts`, { channel: 'CALL' });
    const noPromise = await agent.call('POST', `/api/staff/collections/contacts/${call.json.data.contact.id}/outcome`, { outcome: 'PROMISE_TO_PAY' });
    expect([noPromise.status, noPromise.json.msg]).toEqual([400, 'promise: a promise to pay needs its amount and date']);
    const ok = await agent.call('POST', `/api/staff/collections/contacts/${call.json.data.contact.id}/outcome`, { outcome: 'PROMISE_TO_PAY', promise: { amount: 50_000, payBy: '2026-11-30' } });
    expect(ok.status, ok.body).toBe(200);
    const page = (await agent.call('GET', `/api/staff/collections/cases/${caseId}`)).json.data;
    expect(page.promises[0]).toMatchObject({ amount: 50_000, payBy: '2026-11-30', status: 'OPEN', madeBy: agent.email });
    clock.set(Date.parse('2026-11-30T20:00:00Z')); // 22:00 Lusaka on the date: still open
    await app.collections.run();
    expect((await s.call('GET', `/api/collections/loans/${orderId}`)).json.data.promise.status).toBe('OPEN');
    clock.set(Date.parse('2026-11-30T22:00:00Z')); // 00:00 Lusaka the day after
    await app.collections.run();
    expect((await s.call('GET', `/api/collections/loans/${orderId}`)).json.data.promise.status).toBe('BROKEN');
  });
});

describe('hardship plans (issue 46): asked in the app, a restructure approved by a second person, booked in the ledger', () => {
  it('the borrower asks, an agent proposes 3 instalments with penalties waived, finance approves once; the bills show the plan and sum to the debt', async () => {
    clock.set(Date.parse('2026-11-27T08:00:00Z'));
    const { s, orderId, caseId, agent } = await lateCase(app, 35);
    const db = await testDb();
    const short = await s.call('POST', `/api/collections/loans/${orderId}/hardship`, { reason: 'no job' });
    expect([short.status, short.json.msg]).toEqual([400, expect.stringContaining('Please tell us why in at least 10 characters')]);
    const asked = await s.call('POST', `/api/collections/loans/${orderId}/hardship`, { reason: 'I lost my job in October and can only pay a little each month.' }, { 'Idempotency-Key': key() });
    expect(asked.status, asked.body).toBe(200);
    expect(asked.json.data.hardship).toMatchObject({ status: 'OPEN', instalments: null, answer: null });
    const again = await s.call('POST', `/api/collections/loans/${orderId}/hardship`, { reason: 'I lost my job in October and can only pay a little each month.' });
    expect([again.status, again.json.msg]).toEqual([409, 'We already have your request for a payment plan. We will answer it within 2 working days.']);

    const before = (await s.call('POST', `/api/order/api/queryLoanDetail/${orderId}`)).json.data;
    const owed = before.plans[0].remainingAmount as number;
    const penalty = before.plans[0].penalty as number;
    expect(penalty).toBeGreaterThan(0);

    const list = (await agent.call('GET', '/api/staff/collections/hardship')).json.data.items as Array<{ id: number; orderId: number; caseId: number }>;
    const request = list.find((h) => h.orderId === orderId)!;
    expect(request.caseId).toBe(caseId);
    const planned = await agent.call('POST', `/api/staff/collections/hardship/${request.id}/plan`, { instalments: 3, waivePenalty: true, reason: 'Lost job; can pay monthly' });
    expect(planned.status, planned.body).toBe(200);
    const approvalId = planned.json.data.approvalId as number;
    // The agent cannot check their own request (finance checks), and nothing changed yet.
    expect((await agent.call('POST', `/api/staff/approvals/${approvalId}/approve`, {})).status).toBe(403);
    expect((await s.call('GET', `/api/collections/loans/${orderId}`)).json.data.hardship.status).toBe('OPEN');

    const finance = await signInSandbox(app, 'finance');
    const approvals = await Promise.all([finance.call('POST', `/api/staff/approvals/${approvalId}/approve`, {}), finance.call('POST', `/api/staff/approvals/${approvalId}/approve`, {})]);
    expect(approvals.map((r) => r.status).sort()).toEqual([200, 409]);

    const after = (await s.call('POST', `/api/order/api/queryLoanDetail/${orderId}`)).json.data;
    const open = (after.plans as Array<{ status: string; remainingAmount: number; repayDate: string }>).filter((p) => p.status !== 'SETTLED');
    expect(open.map((p) => p.repayDate)).toEqual(['2026-12-27', '2027-01-26', '2027-02-25']);
    expect(Math.round(open.reduce((n, p) => n + p.remainingAmount * 100, 0))).toBe(Math.round((owed - penalty) * 100));
    expect(after.status).toBe('REPAYING');
    expect((await s.call('GET', `/api/collections/loans/${orderId}`)).json.data.hardship).toMatchObject({ status: 'PLANNED', instalments: 3 });
    expect(await caseOf(orderId, 'CLOSED')).toMatchObject({ id: caseId, closeReason: 'RESTRUCTURED' });
    const entries = await selectRows<{ kind: string }>(db, sql`select kind from ledger_entries where ref like ${`restructure:${approvalId}%`} order by id`);
    expect(entries.map((e) => e.kind)).toEqual(['desk_waiver', 'restructure']);
    await assertLedger(db, { orders: [orderId] });
  });

  it('an agent declines a request with an answer the borrower reads; a second answer is refused; the borrower may ask again', async () => {
    clock.set(Date.parse('2026-11-27T08:00:00Z'));
    const { s, orderId, agent } = await lateCase(app, 35);
    expect((await s.call('POST', `/api/collections/loans/${orderId}/hardship`, { reason: 'My pay is late this month, I need more time.' })).status).toBe(200);
    const request = ((await agent.call('GET', '/api/staff/collections/hardship')).json.data.items as Array<{ id: number; orderId: number }>).find((h) => h.orderId === orderId)!;
    const short = await agent.call('POST', `/api/staff/collections/hardship/${request.id}/decline`, { answer: 'No.' });
    expect(short.status).toBe(400);
    const answer = 'Your pay arrives in a week: a promise to pay by then stops our reminders. Use "I will pay on ...".';
    expect((await agent.call('POST', `/api/staff/collections/hardship/${request.id}/decline`, { answer })).status).toBe(200);
    expect((await agent.call('POST', `/api/staff/collections/hardship/${request.id}/decline`, { answer })).json.msg).toBe('This payment-plan request was already answered');
    expect((await s.call('GET', `/api/collections/loans/${orderId}`)).json.data.hardship).toMatchObject({ status: 'DECLINED', answer });
    expect((await s.call('POST', `/api/collections/loans/${orderId}/hardship`, { reason: 'My pay did not come after all; I need a plan.' })).json.data.hardship.status).toBe('OPEN');
    const audit = await auditRows<{ action: string }>(await testDb(), { entity: 'hardship_request', entityId: String(request.id) }, ['action']);
    expect(audit.map((a) => a.action)).toEqual(['collections.hardship.decline']);
  });
});
