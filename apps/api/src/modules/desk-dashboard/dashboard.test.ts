import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { DashboardData } from '@pocket/contracts/api/staff';
import { daysBetween, lusakaToday } from '@pocket/contracts/lusaka-date';

import { call } from '../../../test/harness';
import { approvePrompt, borrow, borrower, planRow } from '../../../test/lending-helpers';
import { raceApp } from '../../../test/races';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { signInSandbox } from '../staff/test-support';
import { percentText } from './service';

// The dashboard against the real server: a hand-made portfolio is added and each figure moves by exactly what it
// should (the database may hold other tests' loans, so the test reads the figures before and after).

let app: App;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await raceApp({ pendingPrompts: true }));
});

async function figures(): Promise<DashboardData> {
  const finance = await signInSandbox(app, 'finance');
  const res = await finance.call('GET', '/api/staff/dashboard');
  expect(res.status, res.body).toBe(200);
  return res.json.data as DashboardData;
}

/** A loan of `amount` whose only bill is `late` days past its due date (moved back with the sandbox's loan clock). */
async function loanLate(amount: number, late: number) {
  const s = await borrower(app);
  const order = await borrow(app, s, amount, 14);
  const due = order.plans[0]!.repayDate;
  const days = daysBetween(lusakaToday(Date.now()), due) + late;
  if (late > 0) expect((await call(app, 'POST', `/api/dev/loans/${order.orderId}/age`, { days })).status).toBe(200);
  return { s, order };
}

describe('desk dashboard', () => {
  it('today\'s disbursed and collected, approvals waiting, payments stuck and PAR 30 on a known portfolio', async () => {
    const before = await figures();
    expect(before.day).toBe(lusakaToday(Date.now()));

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
    await db.execute(sql`update payments set created_at = created_at - interval '11 minutes' where id = ${stuck.json.data.paymentId as number}`);
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
    expect(after.stuckPayments.count - before.stuckPayments.count).toBe(1);
    expect(after.stuckPayments.oldestAgeSeconds).toBeGreaterThanOrEqual(11 * 60);
    expect(after.stuckPayments.link).toBe('/payments?state=stuck');

    // Principal outstanding: each new bill's principal not yet paid (the K300 paid some of the first); at risk: the K500.
    const atRisk = Math.round((after.par30.atRisk - before.par30.atRisk) * 100);
    expect(atRisk).toBe(50_000);
    const outstanding = Math.round((after.par30.outstanding - before.par30.outstanding) * 100);
    let expected = 0;
    for (const loan of [current, atRiskLoan, notYet, waiting]) {
      const plan = await planRow(db, loan.order.plans[0]!.planId);
      expected += plan.principalDue - plan.principalPaid - plan.principalWaived;
    }
    expect(expected).toBeLessThan(210_000);
    expect(outstanding).toBe(expected);
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
