import { randomInt } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import type { DashboardData } from '@pocket/contracts/api/staff';
import { addDays, lusakaToday } from '@pocket/contracts/lusaka-date';

import { createTestApp, testClock, testDb } from '../../../test/harness';
import { approvePrompt, borrow, borrower, planRow } from '../../../test/lending-helpers';
import { signInSandbox } from '../../../test/staff-sessions';
import type { App } from '../../app';
import { paymentsConfigFor } from '../../config/payments';
import type { Db } from '../../db/client';
import { setLoanBillsDueDate } from '../lending/test-support';
import { backdatePayment } from '../payments/test-support';
import { percentText } from './service';

// The dashboard against the real server: a hand-made portfolio is added and each figure moves by exactly what it
// should. The database may hold other tests' loans, even being made at the same moment (PostgreSQL runs test files
// side by side), so the app's clock stands on a day of its own years ahead: only this test's money moves on that
// day and only its requests are still open, and every other test's open loan is long late there (PAR counts it at
// risk), so what is outstanding and not at risk is this test's alone.

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = testClock(Date.UTC(2031, 0, 1, 8) + randomInt(0, 2000) * DAY_MS);
let app: App;
let db: Db;

beforeAll(async () => {
  // The sandbox leaves every PIN prompt pending for the test to answer, and pays loans out after 10 ms.
  app = await createTestApp({ now: clock.now }, { payments: { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 10 } } });
  db = await testDb();
});

async function figures(): Promise<DashboardData> {
  const finance = await signInSandbox(app, 'finance');
  const res = await finance.call('GET', '/api/staff/dashboard');
  expect(res.status, res.body).toBe(200);
  return res.json.data as DashboardData;
}

/**
 * A loan of `amount` whose only bill is `late` days past its due date. The due date is moved back in the table itself:
 * the sandbox's loan clock would also run the overdue job, which on this clock would make every other test's loan late.
 */
async function loanLate(amount: number, late: number) {
  const s = await borrower(app);
  const order = await borrow(app, s, amount, 14);
  if (late > 0) await setLoanBillsDueDate(db, order.orderId, addDays(lusakaToday(clock.now()), -late));
  return { s, order };
}

describe('desk dashboard', () => {
  it('today\'s disbursed and collected, approvals waiting, payments stuck and PAR 30 on a known portfolio', async () => {
    const before = await figures();
    expect(before.day).toBe(lusakaToday(clock.now()));

    const current = await loanLate(1000, 0);
    const atRiskLoan = await loanLate(500, 31); // more than 30 days late: at risk
    const notYet = await loanLate(400, 30); // exactly 30 days late: not yet
    // K300 collected on the current loan.
    const planId = current.order.plans[0]!.planId;
    const paid = await current.s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId, payAmount: 300, repayAccountId: current.order.orderId, payCard: false });
    expect(paid.status, paid.body).toBe(200);
    await approvePrompt(app, current.s.mobile);
    // A payment waiting 11 minutes at the operator, and a resolution by hand of it waiting for a second person.
    const waiting = await loanLate(200, 0);
    const stuck = await waiting.s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId: waiting.order.plans[0]!.planId, payAmount: 100, repayAccountId: waiting.order.orderId, payCard: false });
    await backdatePayment(db, stuck.json.data.paymentId as number, 11);
    const finance = await signInSandbox(app, 'finance');
    const asked = await finance.call('POST', `/api/staff/payments/${stuck.json.data.paymentId as number}/resolve`, { outcome: 'FAILED', operatorReference: 'NONE-ON-STATEMENT', note: 'Not on the statement' });
    expect(asked.status, asked.body).toBe(200);

    const after = await figures();
    expect(after.disbursed.count - before.disbursed.count).toBe(4);
    expect(Math.round((after.disbursed.amount - before.disbursed.amount) * 100)).toBe(210_000);
    expect(after.collected.count - before.collected.count).toBe(1);
    expect(Math.round((after.collected.amount - before.collected.amount) * 100)).toBe(30_000);
    expect(after.disbursed.amountText).toMatch(/^K[\d,]+\.\d{2}$/);

    const approvals = (d: DashboardData) => d.queues.find((q) => q.name === 'approvals')!;
    expect(approvals(after).waiting - approvals(before).waiting).toBe(1);
    expect(approvals(after).link).toBe('/approvals');
    expect(approvals(after).oldestAgeSeconds).toBeGreaterThanOrEqual(0);
    // Other tests' waiting payments are years old on this clock, so only a floor holds for the count; the desk's own
    // list of stuck payments (the same rule) shows this one.
    expect(after.stuckPayments.count).toBeGreaterThanOrEqual(1);
    expect(after.stuckPayments.oldestAgeSeconds).toBeGreaterThanOrEqual(11 * 60);
    const stuckList = await finance.call('GET', `/api/staff/payments?state=stuck&uid=${waiting.s.userId}`);
    expect(stuckList.json.data.items.map((p: { id: number }) => p.id)).toEqual([stuck.json.data.paymentId]);
    expect(after.stuckPayments.link).toBe('/payments?state=stuck');

    // Outstanding and not at risk: exactly this test's loans that are current or exactly 30 days late (the principal not
    // yet paid: the K300 paid some of the first); the K500 loan 31 days late is at risk, so it is not among them.
    const remaining = async (loan: { order: { plans: Array<{ planId: number }> } }) => {
      const plan = await planRow(db, loan.order.plans[0]!.planId);
      return plan.principalDue - plan.principalPaid - plan.principalWaived;
    };
    const safe = (d: DashboardData) => Math.round((d.par30.outstanding - d.par30.atRisk) * 100);
    const expectedSafe = (await remaining(current)) + (await remaining(notYet)) + (await remaining(waiting));
    expect(expectedSafe).toBeLessThan(110_000 + 40_000 + 20_000);
    expect(safe(after) - safe(before)).toBe(expectedSafe);
    expect(await remaining(atRiskLoan)).toBe(50_000);
    expect(after.par30.ratio).toBeCloseTo(after.par30.atRisk / after.par30.outstanding, 10);
    expect(after.par30.text).toBe(percentText(after.par30.ratio));
  });

  it('writes the share as a percentage with one decimal', () => {
    expect(percentText(0)).toBe('0.0%');
    expect(percentText(0.125)).toBe('12.5%');
    expect(percentText(1 / 3)).toBe('33.3%');
    expect(percentText(1)).toBe('100.0%');
  });
});
