import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { ADJUSTMENT_MESSAGES, APPROVAL_MESSAGES } from '@pocket/contracts/api/staff';
import type { AdjustmentBorrower } from '@pocket/contracts/api/staff';

import { createTestApp, type TestSession, testClock, testDb } from '../../../test/harness';
import { approvePrompt, assertLedger, borrow, borrower, planRow, waitFor } from '../../../test/lending-helpers';
import type { StaffTestSession } from '../../../test/staff-sessions';
import { signInSandbox } from '../../../test/staff-sessions';
import type { App } from '../../app';
import { paymentsConfigFor } from '../../config/payments';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { ACCOUNTS } from '../../ledger/accounts';
import { balanceOf, userCredit } from '../../ledger/repo';
import { rowsOf } from '../messages/test-support';
import { paymentOf, paymentsCount } from '../payments/test-support';
import { deskSteps } from './test-support';

// The adjustments desk against the real server: refunds, waivers, write-offs and manual extensions, each asked by one
// finance member and approved by another, through the lending and payment engines and the ledger. PIN prompts wait
// for the test to approve them (as a wallet owner would); payouts are made by the mobile-money sandbox after 10 ms.

const clock = testClock(Date.now());
let app: App;
let db: Db;
let finance: StaffTestSession;
let finance2: StaffTestSession;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  const payments = { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 10 } };
  app = await createTestApp({ now: clock.now }, { payments });
  db = await testDb();
  finance = await signInSandbox(app, 'finance');
  finance2 = await signInSandbox(app, 'finance2');
});

const view = async (uid: number) => {
  const res = await finance.call('GET', `/api/staff/adjustments/borrowers/${uid}`);
  expect(res.status, res.body).toBe(200);
  return res.json.data as AdjustmentBorrower;
};

const { askAndApprove, borrowerWithCredit } = deskSteps(() => ({ app, db, finance, finance2 }));

/** The borrower's own read of the loan (the bill lines the app shows). */
const loanOf = async (s: TestSession, orderId: number) => (await s.call('POST', `/api/order/api/queryLoanDetail/${orderId}`)).json.data;

describe('adjustments desk', () => {
  it('a waiver of part of a fee shows on the bill the borrower reads, books a waiver expense, and keeps the ledger balanced', async () => {
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 14);
    const planId = order.plans[0]!.planId;
    const expenseBefore = await balanceOf(db, ACCOUNTS.waiverExpense, '-');
    const tooMuch = await finance.call('POST', '/api/staff/adjustments/waive', { planId, component: 'fee', amount: 2001, reason: 'Goodwill' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.msg).toBe("The waiver is more than the bill's service fee: K20.00 is owed");
    const noPenalty = await finance.call('POST', '/api/staff/adjustments/waive', { planId, component: 'penalty', amount: 100, reason: 'Goodwill' });
    expect(noPenalty.json.msg).toBe("The waiver is more than the bill's penalty: K0.00 is owed");

    const id = await askAndApprove('waive', { planId, component: 'fee', amount: 1050 });
    const bill = (await loanOf(s, order.orderId)).plans[0];
    expect(bill.lines).toMatchObject({ totalAmount: 1160, waivers: 10.5, remainingAmount: 1149.5 });
    expect(bill.waivedAmount).toBe(10.5);
    expect((await planRow(db, planId)).feeWaived).toBe(1050);
    expect((await balanceOf(db, ACCOUNTS.waiverExpense, '-')) - expenseBefore).toBe(1050);
    const [entry] = await selectRows<{ kind: string }>(db, sql`select kind from ledger_entries where ref = ${`waiver:${id}`}`);
    expect(entry?.kind).toBe('desk_waiver');
    // The desk shows the request as approved, and the bill's remaining fee.
    const desk = await view(s.userId);
    expect(desk.requests[0]).toMatchObject({ approvalId: id, kind: 'adjustment.waive', status: 'approved', requestedBy: 'finance@pocket.test', decidedBy: 'finance2@pocket.test' });
    expect(desk.loans[0]!.bills[0]).toMatchObject({ planId, feeOwed: 950, waived: 1050 });
    await assertLedger(db);
  });

  it('nobody approves their own adjustment; only finance asks', async () => {
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 14);
    const asked = await finance.call('POST', '/api/staff/adjustments/write-off', { orderId: order.orderId, reason: 'Borrower deceased' });
    expect(asked.status, asked.body).toBe(200);
    const own = await finance.call('POST', `/api/staff/approvals/${asked.json.data.approvalId}/approve`, {});
    expect(own.status).toBe(403);
    expect(own.json.msg).toBe(APPROVAL_MESSAGES.ownRequest);
    const support = await signInSandbox(app, 'support');
    expect((await support.call('POST', '/api/staff/adjustments/write-off', { orderId: order.orderId, reason: 'Borrower deceased' })).status).toBe(403);
    expect((await support.call('GET', `/api/staff/adjustments/borrowers/${s.userId}`)).status).toBe(403);
    expect((await loanOf(s, order.orderId)).statusText).toBe('Repaying');
    const rejected = await finance2.call('POST', `/api/staff/approvals/${asked.json.data.approvalId}/reject`, { reason: 'No certificate yet' });
    expect(rejected.status, rejected.body).toBe(200);
    expect((await view(s.userId)).loans[0]).toMatchObject({ writtenOff: false });
  });

  it('a refund of more than the credit is refused naming what is available; a refund is paid out to the wallet and followed to final', async () => {
    const { s } = await borrowerWithCredit();
    const cashBefore = await balanceOf(db, ACCOUNTS.cash, '-');
    const tooMuch = await finance.call('POST', '/api/staff/adjustments/refund', { userId: s.userId, amount: 2001, reason: 'Overpaid' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.msg).toBe(ADJUSTMENT_MESSAGES.refundAboveCredit('K20.00'));
    expect(tooMuch.json.msg).toBe("The refund is more than the borrower's credit: K20.00 is available to refund");

    const id = await askAndApprove('refund', { userId: s.userId, amount: 2000 });
    // At once: the credit is taken and waits as a refund in flight; the payout follows to SUCCESSFUL by itself.
    expect(await userCredit(db, s.userId)).toBe(0);
    const final = await waitFor(() => view(s.userId), (v) => v.requests.find((r) => r.approvalId === id)?.payment?.status === 'SUCCESSFUL');
    const refund = final.requests.find((r) => r.approvalId === id)!;
    expect(refund).toMatchObject({ kind: 'adjustment.refund', status: 'approved', payment: { status: 'SUCCESSFUL' } });
    expect(final.credit).toBe(0);
    const payment = await paymentOf(db, refund.payment!.id);
    expect(payment).toMatchObject({ kind: 'REFUND', msisdn: s.mobile });
    expect(Number(payment!.amount)).toBe(2000);
    expect(await balanceOf(db, ACCOUNTS.refundInFlight, `user:${s.userId}`)).toBe(0);
    expect(cashBefore - (await balanceOf(db, ACCOUNTS.cash, '-'))).toBeGreaterThanOrEqual(2000);
    const [paid] = await selectRows<{ n: number | string }>(db, sql`select count(*) as n from ledger_entries where ref = ${`refund-final:${refund.payment!.id}`} and kind = 'refund_paid'`);
    expect(Number(paid!.n)).toBe(1);
    // Nothing left to refund now.
    const again = await finance.call('POST', '/api/staff/adjustments/refund', { userId: s.userId, amount: 1, reason: 'Overpaid' });
    expect(again.json.msg).toBe(ADJUSTMENT_MESSAGES.refundAboveCredit('K0.00'));
    await assertLedger(db);
  });

  it('20 concurrent approvals of one refund: one disbursement, the credit taken once', async () => {
    const { s } = await borrowerWithCredit();
    const asked = await finance.call('POST', '/api/staff/adjustments/refund', { userId: s.userId, amount: 1500, reason: 'Overpaid' });
    expect(asked.status, asked.body).toBe(200);
    const id = asked.json.data.approvalId as number;
    const answers = await Promise.all(Array.from({ length: 20 }, () => finance2.call('POST', `/api/staff/approvals/${id}/approve`, {})));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(await paymentsCount(db, { kind: 'REFUND', subjectId: id })).toBe(1);
    const [started] = await selectRows<{ n: number | string }>(db, sql`select count(*) as n from ledger_entries where ref = ${`refund:${id}`}`);
    expect(Number(started!.n)).toBe(1);
    await waitFor(() => view(s.userId), (v) => v.requests[0]?.payment?.status === 'SUCCESSFUL');
    expect(await userCredit(db, s.userId)).toBe(500);
    await assertLedger(db);
  });

  it('a refund approved after the credit was used is refused, and nothing moves', async () => {
    const { s } = await borrowerWithCredit();
    const first = await finance.call('POST', '/api/staff/adjustments/refund', { userId: s.userId, amount: 2000, reason: 'Overpaid' });
    const second = await finance.call('POST', '/api/staff/adjustments/refund', { userId: s.userId, amount: 2000, reason: 'Overpaid, asked twice' });
    expect((await finance2.call('POST', `/api/staff/approvals/${first.json.data.approvalId}/approve`, {})).status).toBe(200);
    const late = await finance2.call('POST', `/api/staff/approvals/${second.json.data.approvalId}/approve`, {});
    expect(late.status).toBe(409);
    expect(late.json.msg).toBe(ADJUSTMENT_MESSAGES.refundAboveCredit('K0.00'));
    expect(await paymentsCount(db, { kind: 'REFUND', userId: s.userId })).toBe(1);
    await assertLedger(db);
  });

  it('a write-off books what is owed to the write-off account; the borrower reads it; a later payment is a recovery', async () => {
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 14);
    const planId = order.plans[0]!.planId;
    const writeOffBefore = await balanceOf(db, ACCOUNTS.writeOffExpense, '-');
    const recoveryBefore = await balanceOf(db, ACCOUNTS.recoveryIncome, '-');
    await askAndApprove('write-off', { orderId: order.orderId });
    expect((await balanceOf(db, ACCOUNTS.writeOffExpense, '-')) - writeOffBefore).toBe(116_000);
    for (const account of [ACCOUNTS.principal, ACCOUNTS.interest, ACCOUNTS.fee]) expect(await balanceOf(db, account, `plan:${planId}`)).toBe(0);
    const read = await loanOf(s, order.orderId);
    expect(read.statusText).toBe('Written off');
    expect(read.plans[0]).toMatchObject({ statusText: 'Written off', canExtend: false, remainingAmount: 1160 });
    expect((await view(s.userId)).loans[0]).toMatchObject({ orderId: order.orderId, writtenOff: true });
    const twice = await finance.call('POST', '/api/staff/adjustments/write-off', { orderId: order.orderId, reason: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.json.msg).toBe(ADJUSTMENT_MESSAGES.writtenOff);
    await assertLedger(db);

    // The borrower pays K500.00 anyway: a recovery, not a repayment of receivables.
    const paid = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId, payAmount: 500, repayAccountId: order.orderId, payCard: false });
    expect(paid.status, paid.body).toBe(200);
    await approvePrompt(app, s.mobile);
    await waitFor(() => planRow(db, planId), (p) => p.feePaid > 0);
    expect(-((await balanceOf(db, ACCOUNTS.recoveryIncome, '-')) - recoveryBefore)).toBe(50_000);
    const [entry] = await selectRows<{ kind: string }>(db, sql`select kind from ledger_entries where ref = ${`payment:${paid.json.data.paymentId}`}`);
    expect(entry?.kind).toBe('recovery');
    expect((await loanOf(s, order.orderId)).plans[0].lines).toMatchObject({ paidAmount: 500, remainingAmount: 660 });
    await assertLedger(db);
  });

  it('a manual extension moves the due date the borrower reads', async () => {
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 14);
    const planId = order.plans[0]!.planId;
    const due = order.plans[0]!.repayDate;
    const earlier = await finance.call('POST', '/api/staff/adjustments/extend', { planId, dueDate: due, reason: 'Hospital' });
    expect(earlier.status).toBe(400);
    expect(earlier.json.msg).toBe(ADJUSTMENT_MESSAGES.notLater(due));
    const later = new Date(Date.parse(`${due}T00:00:00Z`) + 10 * DAY).toISOString().slice(0, 10);
    await askAndApprove('extend', { planId, dueDate: later });
    const read = await loanOf(s, order.orderId);
    expect(read.plans[0]).toMatchObject({ repayDate: later, extensions: 0 });
    expect(read.nextRepayDate).toBe(later);
    await assertLedger(db);
  });

  it('a written-off loan gets no reminders; another loan due the same day does', async () => {
    const kept = await borrower(app);
    const keptOrder = await borrow(app, kept, 1000, 14);
    const gone = await borrower(app);
    const goneOrder = await borrow(app, gone, 1000, 14);
    await askAndApprove('write-off', { orderId: goneOrder.orderId });
    // In the app: the reminders of open bills (GET /api/v4/reminder/get) leave the written-off loan out.
    const inApp = async (s: TestSession) => ((await s.call('GET', '/api/v4/reminder/get')).json.data as Array<{ orderId: number }>).map((r) => r.orderId);
    expect(await inApp(kept)).toEqual([keptOrder.orderId]);
    expect(await inApp(gone)).toEqual([]);
    // 11 days on: both bills are due in 3 days, the day of the first reminder.
    clock.advance(11 * DAY);
    try {
      await app.messages.runJob();
      const events = async (uid: number) => (await rowsOf(db, uid)).map((r) => r.event);
      expect(await events(kept.userId)).toEqual(['loan.disbursed', 'bill.due.3']);
      expect(await events(gone.userId)).toEqual(['loan.disbursed']);
      expect((await rowsOf(db, kept.userId)).find((r) => r.event === 'bill.due.3')?.loanId).toBe(keptOrder.orderId);
    } finally {
      clock.set(Date.now());
    }
  });
});
