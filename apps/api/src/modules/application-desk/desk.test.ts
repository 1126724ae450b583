import { beforeAll, describe, expect, it } from 'vitest';

import { ALREADY_DECIDED, REJECT_REASON_TEXTS } from '@pocket/contracts/api/staff';

import { createTestApp, type TestSession, testClock, testDb } from '../../../test/harness';
import { assertLedger, borrower, waitFor } from '../../../test/lending-helpers';
import { signInSandbox } from '../../../test/staff-sessions';
import type { ReviewConfig } from '../../config/review';
import { addRaisedCreditLimit, addRefusedApplication, loanOrderOf } from '../lending/test-support';
import { paymentsCount } from '../payments/test-support';
import { auditRows } from '../staff-audit/test-support';
import { addVipMembership } from '../vip/test-support';

const K = 100;
/** Reviews every first loan above K800 (a verified new borrower may ask K1,000); the other rules off unless a test says. */
const REVIEW: ReviewConfig = { amountAbove: 3_000 * K, firstLoanAbove: 800 * K, applications: 0, applicationsWindowHours: 24, limitRaisedDays: 0, targetMinutes: 120 };
type App = Awaited<ReturnType<typeof createTestApp>>;

// One app with REVIEW for most tests, built before them (a first app start is slow on a busy machine).
let shared: App;
beforeAll(async () => {
  shared = await createTestApp({ review: REVIEW });
});

const apply = (s: TestSession, amount: number, term = 14) => s.call('POST', '/api/zmb/index/api/appManualGetLoan', { productId: 1, amount, term });
const orderStatus = async (s: TestSession, orderId: number) => (await s.call('POST', `/api/order/api/queryLoanDetail/${orderId}`)).json.data?.status as string;

async function heldApplication(app: App, amount = 1000): Promise<{ s: TestSession; orderId: number }> {
  const s = await borrower(app);
  const res = await apply(s, amount);
  expect(res.status, res.body).toBe(200);
  expect(res.json.data).toMatchObject({ status: 'REVIEWING' });
  return { s, orderId: res.json.data.orderId as number };
}

async function disbursementsOf(orderId: number) {
  return paymentsCount(await testDb(), { kind: 'DISBURSEMENT', orderId });
}

async function auditOf(orderId: number) {
  return auditRows<{ action: string; actor_email: string; reason: string | null; after: unknown }>(await testDb(), { entity: 'application', entityId: String(orderId) }, ['action', 'actor_email', 'reason', 'after']);
}

describe('application review: the rules', () => {
  it('holds a first loan above the threshold (no payment), and lets a smaller one through at once', async () => {
    const app = shared;
    const { orderId } = await heldApplication(app, 1000);
    const order = await loanOrderOf(await testDb(), orderId);
    expect(order).toMatchObject({ status: 'REVIEWING', reviewRule: 'first-loan', reviewNote: 'First loan: K1,000.00 is above K800.00' });
    expect(await disbursementsOf(orderId)).toBe(0);

    const small = await borrower(app);
    const res = await apply(small, 800);
    expect(res.json.data.status).toBe('DISBURSING');
    const auto = await loanOrderOf(await testDb(), res.json.data.orderId);
    expect(auto!.reviewRule).toBeNull();
  });

  it('holds an amount above the threshold, and many applications in the window', async () => {
    const db = await testDb();
    const app = await createTestApp({ review: { ...REVIEW, amountAbove: 900 * K, firstLoanAbove: 5_000 * K, applications: 2, limitRaisedDays: 3 } });
    expect((await loanOrderOf(db, (await heldApplication(app, 1000)).orderId))!.reviewRule).toBe('amount');

    // A second application within 24 h (the first one was refused at the desk earlier: a row of the same borrower).
    const again = await borrower(app);
    await addRefusedApplication(db, again.userId, { principal: 50000, termDays: 14, walletMsisdn: again.mobile });
    const second = await apply(again, 500);
    expect(second.json.data.status).toBe('REVIEWING');
    expect((await loanOrderOf(db, second.json.data.orderId))!.reviewRule).toBe('many-applications');
  });

  it('holds an application using the room of a limit raised within the days (not one within the limit before)', async () => {
    const db = await testDb();
    const app = await createTestApp({ review: { ...REVIEW, firstLoanAbove: 5_000 * K, limitRaisedDays: 3 } });
    // Base K800 since yesterday, raised from K500: with the questionnaire's K500 the borrower had K1,000, now K1,300.
    const raisedYesterday = async () => {
      const s = await borrower(app);
      await addRaisedCreditLimit(db, s.userId, { baseLimit: 80000, raisedAt: new Date(Date.now() - 86_400_000), raisedFrom: 50000 });
      return s;
    };
    const within = await apply(await raisedYesterday(), 1000);
    expect(within.json.data.status).toBe('DISBURSING');
    const above = await apply(await raisedYesterday(), 1100);
    expect(above.json.data.status).toBe('REVIEWING');
    expect(await loanOrderOf(db, above.json.data.orderId)).toMatchObject({
      reviewRule: 'limit-raised',
      reviewNote: 'Limit raised 1 day(s) ago: K1,100.00 is above the K1,000.00 available before',
    });
  });
});

describe('application review: the desk', () => {
  it('the queue shows VIP first, then oldest first, each with its age against the target', async () => {
    const clock = testClock(Date.now() - 3 * 60 * 60 * 1000);
    const app = await createTestApp({ review: REVIEW, now: clock.now });
    const oldest = await heldApplication(app);
    clock.advance(30 * 60 * 1000);
    const vipBorrower = await borrower(app);
    await addVipMembership(await testDb(), vipBorrower.userId, 10, 20);
    clock.advance(30 * 60 * 1000);
    const vipApplied = await apply(vipBorrower, 1000);
    expect(vipApplied.json.data.status).toBe('REVIEWING');
    clock.advance(30 * 60 * 1000);
    const newest = await heldApplication(app);
    clock.advance(61 * 60 * 1000);

    const risk = await signInSandbox(app, 'risk');
    const queue = await risk.call('GET', '/api/staff/applications/queue');
    expect(queue.status, queue.body).toBe(200);
    const mine = [oldest.orderId, vipApplied.json.data.orderId, newest.orderId];
    const ours = queue.json.data.items.filter((i: { orderId: number }) => mine.includes(i.orderId));
    expect(ours.map((i: { orderId: number }) => i.orderId)).toEqual([vipApplied.json.data.orderId, oldest.orderId, newest.orderId]);
    expect(ours.map((i: { ageMinutes: number; late: boolean; priority: boolean }) => [i.ageMinutes, i.late, i.priority])).toEqual([[91, false, true], [151, true, false], [61, false, false]]);
    expect(queue.json.data.targetMinutes).toBe(120);
    const first = queue.json.data.items.findIndex((i: { priority: boolean }) => !i.priority);
    expect(queue.json.data.items.slice(first).some((i: { priority: boolean }) => i.priority)).toBe(false);
    expect(ours[1]).toMatchObject({ rule: 'first-loan', amount: 100_000, phone: `${oldest.s.mobile.slice(0, 3)}****${oldest.s.mobile.slice(7)}` });
    expect(queue.body).not.toContain(oldest.s.mobile);
  });

  it('the case: the application, the rule, the borrower masked and their loans', async () => {
    const app = shared;
    const risk = await signInSandbox(app, 'risk');
    const { s, orderId } = await heldApplication(app);
    await addRefusedApplication(await testDb(), s.userId, { principal: 20000, termDays: 7, walletMsisdn: s.mobile });
    const res = await risk.call('GET', `/api/staff/applications/${orderId}`);
    expect(res.status, res.body).toBe(200);
    expect(res.json.data.application).toMatchObject({ orderId, status: 'REVIEWING', rule: 'first-loan', decision: null, amount: 100_000, termDays: 14 });
    expect(res.json.data.borrower).toMatchObject({ uid: s.userId, kycStatus: 'complete', blocked: false, name: 'T*** B*******' });
    expect(res.json.data.history).toEqual([expect.objectContaining({ amount: 20_000, status: 'REJECTED' })]);
    // How the credit policy decided it (docs/credit-policy.md): what passed, the rule that sent it here, the limit's make-up.
    expect(res.json.data.policy.reasons).toEqual([
      { code: 'limit', result: 'passed', note: 'K1,000.00 asked, K1,000.00 available' },
      { code: 'review:first-loan', result: 'review', note: 'First loan: K1,000.00 is above K800.00' },
    ]);
    expect(res.json.data.policy.limit).toEqual({ base: 50_000, questionnaireBonus: 50_000, vipBoost: 0, limit: 100_000, available: 100_000 });
    expect(res.body).not.toContain(s.mobile);
    expect((await risk.call('GET', '/api/staff/applications/999999999')).status).toBe(404);
  });

  it('approve pays out once under 20 concurrent approvals; the borrower\'s order moves on to received', async () => {
    const app = shared;
    const risk = await signInSandbox(app, 'risk');
    const { s, orderId } = await heldApplication(app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => risk.call('POST', `/api/staff/applications/${orderId}/approve`, {})));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect([r.status, r.json.msg]).toEqual([409, ALREADY_DECIDED]);
    expect(await disbursementsOf(orderId)).toBe(1);
    const final = await waitFor(() => orderStatus(s, orderId), (status) => status === 'REPAYING');
    expect(final).toBe('REPAYING');
    expect(await disbursementsOf(orderId)).toBe(1);
    const audit = await auditOf(orderId);
    expect(audit.map((a) => [a.action, a.actor_email])).toEqual([['application.approve', 'risk@pocket.test']]);
    await assertLedger(await testDb());
    const queue = await risk.call('GET', '/api/staff/applications/queue');
    expect(queue.json.data.items.map((i: { orderId: number }) => i.orderId)).not.toContain(orderId);
    const decided = await risk.call('GET', `/api/staff/applications/${orderId}`);
    expect(decided.json.data.application.decision).toMatchObject({ outcome: 'approved', by: 'risk@pocket.test' });
  });

  it('reject: the borrower is told the reason by SMS, may apply again, and the note is audited', async () => {
    const app = shared;
    const risk = await signInSandbox(app, 'risk');
    const { s, orderId } = await heldApplication(app);
    const bad = await risk.call('POST', `/api/staff/applications/${orderId}/reject`, { reason: 'because', note: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toMatch(/reason|note/);
    const res = await risk.call('POST', `/api/staff/applications/${orderId}/reject`, { reason: 'identity', note: 'NRC photo does not match the name' });
    expect(res.status, res.body).toBe(200);
    expect(res.json.data).toEqual({ orderId, status: 'REJECTED' });
    expect(await orderStatus(s, orderId)).toBe('REJECTED');
    expect(await disbursementsOf(orderId)).toBe(0);
    const order = await loanOrderOf(await testDb(), orderId);
    expect(order!.rejectReason).toBe(REJECT_REASON_TEXTS.identity);
    const messages = await app.messages.of(s.userId);
    expect(messages.filter((m) => m.event === 'loan.rejected').map((m) => m.body)).toEqual([
      `Pocket: your loan of K1,000.00 was not approved. ${REJECT_REASON_TEXTS.identity} You may apply again in the Pocket app.`,
    ]);
    const audit = await auditOf(orderId);
    expect(audit.map((a) => [a.action, a.reason])).toEqual([['application.reject', 'NRC photo does not match the name']]);
    const again = await risk.call('POST', `/api/staff/applications/${orderId}/approve`, {});
    expect([again.status, again.json.msg]).toEqual([409, ALREADY_DECIDED]);
    // The one open loan is free again.
    expect((await apply(s, 500)).json.data.status).toBe('DISBURSING');
  });

  it('only risk may review: support, finance and admin are refused every application route', async () => {
    const app = shared;
    const { orderId } = await heldApplication(app);
    for (const login of ['support', 'finance', 'admin', 'marketing']) {
      const staff = await signInSandbox(app, login);
      expect((await staff.call('GET', '/api/staff/applications/queue')).status, login).toBe(403);
      expect((await staff.call('GET', `/api/staff/applications/${orderId}`)).status, login).toBe(403);
      expect((await staff.call('POST', `/api/staff/applications/${orderId}/approve`, {})).status, login).toBe(403);
    }
    expect(await disbursementsOf(orderId)).toBe(0);
  });
});
