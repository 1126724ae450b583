import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { APPROVAL_MESSAGES, PAYMENT_DESK_MESSAGES } from '@pocket/contracts/api/staff';
import type { DeskPayment } from '@pocket/contracts/api/staff';

import type { TestSession } from '../../../test/harness';
import { assertLedger, pendingRepayment as pendingFullRepayment, planRow } from '../../../test/lending-helpers';
import { raceApp } from '../../../test/races';
import type { StaffTestSession } from '../../../test/staff-sessions';
import { signInSandbox } from '../../../test/staff-sessions';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { allBalances } from '../../ledger/repo';
import { backdatePayment } from '../payments/test-support';
import { auditCount } from '../staff-audit/test-support';

// The payments desk against the real server, with the mobile-money sandbox leaving every PIN prompt pending (as a
// wallet owner who never answers): list filters, asking again, resolution by hand with a second finance member.

let app: App;
let db: Db;
let finance: StaffTestSession;
let finance2: StaffTestSession;

beforeAll(async () => {
  ({ app, db } = await raceApp({ pendingPrompts: true }));
  finance = await signInSandbox(app, 'finance');
  finance2 = await signInSandbox(app, 'finance2');
});

const pendingRepayment = (prefix = '096') => pendingFullRepayment(app, prefix);

const ids = (items: DeskPayment[]) => items.map((p) => p.id);
const evidence = { outcome: 'SUCCESSFUL', operatorReference: 'MP261127.1012.A12345', note: 'Seen on the MTN portal as paid at 10:12', statementLine: 'MP261127.1012.A12345,1160.00,SUCCESSFUL' };

async function resolutionRows(paymentId: number) {
  const [row] = await selectRows<{ n: number | string }>(db, sql`select count(*) as n from payment_resolutions where payment_id = ${paymentId}`);
  return Number(row!.n);
}

async function ledgerLinesOf(paymentId: number) {
  const [row] = await selectRows<{ n: number | string }>(db, sql`select count(*) as n from ledger_entries where ref = ${`payment:${paymentId}`}`);
  return Number(row!.n);
}

describe('payments desk', () => {
  it('lists payments in flight by operator, kind and age, paged; only finance may', async () => {
    const mtn = await pendingRepayment('096');
    const airtel = await pendingRepayment('097');
    // Each filter is also narrowed to one borrower: the database may hold other tests' payments still waiting.
    const of = (s: TestSession, filters = '') => finance.call('GET', `/api/staff/payments?uid=${s.userId}${filters}`).then((r) => ids(r.json.data.items as DeskPayment[]));
    const all = await finance.call('GET', `/api/staff/payments?uid=${mtn.s.userId}`);
    expect(all.status, all.body).toBe(200);
    expect(ids(all.json.data.items)).toEqual([mtn.paymentId]);
    const row = (all.json.data.items as DeskPayment[]).find((p) => p.id === mtn.paymentId)!;
    expect(row).toMatchObject({ kind: 'REPAY', operator: 'MTN', status: 'PENDING', amount: 1160, amountText: 'K1,160.00', uid: mtn.s.userId, resolution: null, openRequestId: null });
    expect(row.wallet).toMatch(/^096\*\*\*\*\d{3}$/);

    expect(await of(mtn.s, '&operator=MTN')).toEqual([mtn.paymentId]);
    expect(await of(mtn.s, '&operator=AIRTEL')).toEqual([]);
    expect(await of(airtel.s, '&operator=AIRTEL&kind=REPAY')).toEqual([airtel.paymentId]);
    expect(await of(airtel.s, '&operator=MTN')).toEqual([]);
    expect(await of(mtn.s, '&kind=VIP')).toEqual([]);
    // Made a moment ago: not older than 5 minutes, and not stuck yet.
    expect(await of(mtn.s, '&olderThanMinutes=5')).toEqual([]);
    expect(await of(mtn.s, '&state=stuck')).toEqual([]);
    await backdatePayment(db, mtn.paymentId, 11);
    expect(await of(mtn.s, '&olderThanMinutes=5')).toEqual([mtn.paymentId]);
    const stuck = await finance.call('GET', `/api/staff/payments?state=stuck&uid=${mtn.s.userId}`);
    expect((stuck.json.data.items as DeskPayment[]).map((p) => [p.id, p.stuck])).toEqual([[mtn.paymentId, true]]);
    expect(await of(airtel.s, '&state=stuck')).toEqual([]);

    // Oldest first, 20 a page: following the cursor meets every payment once.
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const pageRes: { json: { data: { items: DeskPayment[]; nextCursor: string | null } } } = await finance.call('GET', `/api/staff/payments?operator=AIRTEL&limit=20${cursor ? `&cursor=${cursor}` : ''}`);
      expect(pageRes.json.data.items.length).toBeLessThanOrEqual(20);
      seen.push(...ids(pageRes.json.data.items));
      cursor = pageRes.json.data.nextCursor;
    } while (cursor);
    expect(seen).toContain(airtel.paymentId);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);

    const bad = await finance.call('GET', '/api/staff/payments?operator=ORANGE');
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toContain('operator');
    const badAge = await finance.call('GET', '/api/staff/payments?olderThanMinutes=-1');
    expect(badAge.status).toBe(400);
    expect(badAge.json.msg).toContain('olderThanMinutes');
    const support = await signInSandbox(app, 'support');
    expect((await support.call('GET', '/api/staff/payments')).status).toBe(403);
    expect((await support.call('POST', `/api/staff/payments/${mtn.paymentId}/requery`)).status).toBe(403);
  });

  it('asking the operator again finalizes a payment whose callback was lost, once, and is audited', async () => {
    const p = await pendingRepayment();
    const sandbox = app.lending.registry.sandbox!;
    sandbox.onCallback(() => undefined); // the operator's callback gets lost
    try {
      await sandbox.approve(p.reference, '1234');
      expect((await finance.call('GET', `/api/staff/payments/${p.paymentId}`)).json.data.status).toBe('PENDING');
      const asked = await finance.call('POST', `/api/staff/payments/${p.paymentId}/requery`);
      expect(asked.status, asked.body).toBe(200);
      expect(asked.json.data.payment).toMatchObject({ status: 'SUCCESSFUL', checks: 1 });
      expect(asked.json.data.operatorStatus).toBe('SUCCESSFUL');
      const again = await finance.call('POST', `/api/staff/payments/${p.paymentId}/requery`);
      expect(again.json.data.payment).toMatchObject({ status: 'SUCCESSFUL', checks: 1 });
    } finally {
      sandbox.onCallback((hint) => void app.lending.engine.confirm(hint.reference).catch(() => undefined));
    }
    expect((await planRow(db, p.planId)).status).toBe('SETTLED');
    const status = await p.s.call('GET', `/api/order/payment/api/status/${p.reference}`);
    expect(status.json.data.status).toBe('SUCCESSFUL');
    expect(await auditCount(db, { action: 'payment.requery', entityId: String(p.paymentId) })).toBe(2);
    await assertLedger(db);
  });

  it('a resolution by hand needs a second finance member; approved, the borrower\'s payment is final and the ledger balanced', async () => {
    const p = await pendingRepayment();
    const noEvidence = await finance.call('POST', `/api/staff/payments/${p.paymentId}/resolve`, { outcome: 'SUCCESSFUL', note: 'paid' });
    expect(noEvidence.status).toBe(400);
    expect(noEvidence.json.msg).toContain('operatorReference');
    const asked = await finance.call('POST', `/api/staff/payments/${p.paymentId}/resolve`, evidence);
    expect(asked.status, asked.body).toBe(200);
    const approvalId = asked.json.data.approvalId as number;
    const twice = await finance2.call('POST', `/api/staff/payments/${p.paymentId}/resolve`, evidence);
    expect(twice.status).toBe(409);
    expect(twice.json.msg).toBe(PAYMENT_DESK_MESSAGES.openRequest(approvalId));
    expect((await finance.call('GET', `/api/staff/payments/${p.paymentId}`)).json.data).toMatchObject({ status: 'PENDING', openRequestId: approvalId });

    const own = await finance.call('POST', `/api/staff/approvals/${approvalId}/approve`, {});
    expect(own.status).toBe(403);
    expect(own.json.msg).toBe(APPROVAL_MESSAGES.ownRequest);
    const admin = await signInSandbox(app, 'admin');
    expect((await admin.call('POST', `/api/staff/approvals/${approvalId}/approve`, {})).status).toBe(403);
    expect((await p.s.call('GET', `/api/order/payment/api/status/${p.reference}`)).json.data.status).toBe('PENDING');

    const approved = await finance2.call('POST', `/api/staff/approvals/${approvalId}/approve`, { note: 'checked the portal too' });
    expect(approved.status, approved.body).toBe(200);
    const after = (await finance.call('GET', `/api/staff/payments/${p.paymentId}`)).json.data as DeskPayment;
    expect(after).toMatchObject({ status: 'SUCCESSFUL', providerTxId: evidence.operatorReference, openRequestId: null });
    expect(after.resolution).toMatchObject({ approvalId, outcome: 'SUCCESSFUL', operatorReference: evidence.operatorReference, statementLine: evidence.statementLine, applied: true, flag: null });
    expect((await p.s.call('GET', `/api/order/payment/api/status/${p.reference}`)).json.data.status).toBe('SUCCESSFUL');
    expect((await planRow(db, p.planId)).status).toBe('SETTLED');
    expect(ids((await finance.call('GET', '/api/staff/payments?state=resolved&limit=100')).json.data.items)).toContain(p.paymentId);
    expect(ids((await finance.call('GET', `/api/staff/payments?uid=${p.s.userId}`)).json.data.items)).toEqual([]);
    expect(ids((await finance.call('GET', `/api/staff/payments?state=resolved&uid=${p.s.userId}`)).json.data.items)).toEqual([p.paymentId]);
    const final = await finance.call('POST', `/api/staff/payments/${p.paymentId}/resolve`, evidence);
    expect(final.status).toBe(409);
    expect(final.json.msg).toBe(PAYMENT_DESK_MESSAGES.alreadyFinal('SUCCESSFUL'));
    await assertLedger(db);
  });

  it('20 concurrent approvals of one resolution: one effect, the bill paid once, the ledger balanced', async () => {
    const p = await pendingRepayment('097');
    const asked = await finance.call('POST', `/api/staff/payments/${p.paymentId}/resolve`, evidence);
    const checkers = await Promise.all(Array.from({ length: 4 }, () => signInSandbox(app, 'finance2')));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => checkers[i % 4]!.call('POST', `/api/staff/approvals/${asked.json.data.approvalId}/approve`, {})));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(await resolutionRows(p.paymentId)).toBe(1);
    expect(await ledgerLinesOf(p.paymentId)).toBe(1);
    const plan = await planRow(db, p.planId);
    expect(plan.principalPaid + plan.interestPaid + plan.feePaid + plan.penaltyPaid).toBe(116_000);
    await assertLedger(db);
  });

  it('an operator report that differs from a resolution by hand is flagged, never doubled', async () => {
    // Resolved as paid; the wallet owner then declines the prompt: the operator says FAILED.
    const paid = await pendingRepayment();
    const asked = await finance.call('POST', `/api/staff/payments/${paid.paymentId}/resolve`, evidence);
    expect((await finance2.call('POST', `/api/staff/approvals/${asked.json.data.approvalId}/approve`, {})).status).toBe(200);
    const balances = await allBalances(db);
    const declined = await app.inject({ method: 'POST', url: `/api/dev/prompts/${paid.reference}/decline` });
    expect(declined.statusCode, declined.body).toBe(200);
    const flagged = (await finance.call('GET', `/api/staff/payments/${paid.paymentId}`)).json.data as DeskPayment;
    expect(flagged.status).toBe('SUCCESSFUL');
    expect(flagged.resolution).toMatchObject({ operatorStatus: 'FAILED', flag: { reason: 'The operator reported FAILED after the payment was resolved by hand as SUCCESSFUL' } });
    expect(ids((await finance.call('GET', '/api/staff/payments?state=flagged&limit=100')).json.data.items)).toContain(paid.paymentId);
    expect(await allBalances(db)).toEqual(balances);

    // Resolved as failed; the operator then says it was paid: stays failed, flagged, the bill not paid.
    const failed = await pendingRepayment('097');
    const askedFail = await finance.call('POST', `/api/staff/payments/${failed.paymentId}/resolve`, { ...evidence, outcome: 'FAILED', note: 'Not on the Airtel statement of the day' });
    expect((await finance2.call('POST', `/api/staff/approvals/${askedFail.json.data.approvalId}/approve`, {})).status).toBe(200);
    expect((await failed.s.call('GET', `/api/order/payment/api/status/${failed.reference}`)).json.data).toMatchObject({ status: 'FAILED', reason: 'The mobile-money operator did not complete this payment' });
    const before = await allBalances(db);
    await app.lending.registry.sandbox!.approve(failed.reference, '1234');
    const asked2 = await finance.call('POST', `/api/staff/payments/${failed.paymentId}/requery`);
    expect(asked2.json.data.payment).toMatchObject({ status: 'FAILED', resolution: { operatorStatus: 'SUCCESSFUL', flag: { reason: expect.stringContaining('reported SUCCESSFUL') } } });
    expect(await allBalances(db)).toEqual(before);
    const plan = await planRow(db, failed.planId);
    expect(plan.principalPaid + plan.interestPaid + plan.feePaid).toBe(0);

    // Resolved as paid and the operator agrees: recorded, not flagged, not paid twice.
    const agreed = await pendingRepayment();
    const askedOk = await finance.call('POST', `/api/staff/payments/${agreed.paymentId}/resolve`, evidence);
    expect((await finance2.call('POST', `/api/staff/approvals/${askedOk.json.data.approvalId}/approve`, {})).status).toBe(200);
    const settled = await allBalances(db);
    await app.inject({ method: 'POST', url: `/api/dev/prompts/${agreed.reference}/approve`, payload: { pin: '1234' } });
    const ok = (await finance.call('GET', `/api/staff/payments/${agreed.paymentId}`)).json.data as DeskPayment;
    expect(ok.resolution).toMatchObject({ operatorStatus: 'SUCCESSFUL', flag: null });
    expect(await allBalances(db)).toEqual(settled);
    expect(await ledgerLinesOf(agreed.paymentId)).toBe(1);
    await assertLedger(db);
  });
});
