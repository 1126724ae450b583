import { beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, testClock, testDb } from '../../../test/harness';
import { approvePrompt, assertLedger, borrower, confirmPaymentAccount, planRow } from '../../../test/lending-helpers';
import { openStageOrder } from '../../../test/stage-helpers';
import type { App } from '../../app';
import { paymentsConfigFor } from '../../config/payments';
import type { Db } from '../../db/client';
import { runOverdueJob } from '../lending/test-support';

const clock = testClock(Date.parse('2026-03-01T08:00:00Z'));
let app: App;
let db: Db;

beforeAll(async () => {
  const config = { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 10 } };
  app = await createTestApp({ now: clock.now }, { payments: config });
  db = await testDb();
});

describe('POST /api/v1/mobile-order/repay: the loan bills’ amount rules (docs/product.md#validation-rules)', () => {
  it('refuses below the minimum, a remainder under K50 and above the remaining amount, writing nothing', async () => {
    clock.set(Date.parse('2026-03-01T08:00:00Z'));
    const s = await borrower(app, '096', false);
    const order = await openStageOrder(app, s);
    const planId = order.plans[0]!.planId;
    const cases: Array<[number | string, string]> = [
      ['', 'amount: must be an amount in Kwacha with at most 2 decimals'],
      [40, 'minimum: K50.00'],
      [150, 'The remaining amount is less than the minimum amount and the current repayment must be paid off'],
      [200, 'The input amount cannot be greater than the remaining repayment amount'],
    ];
    for (const [amount, msg] of cases) {
      const res = await s.call('POST', '/api/v1/mobile-order/repay', { planId, amount, mobile: s.mobile });
      expect(res.status, String(amount)).toBe(400);
      expect(res.json.msg).toContain(msg);
    }
    const badMobile = await s.call('POST', '/api/v1/mobile-order/repay', { planId, amount: 100, mobile: '0812' });
    expect(badMobile.status).toBe(400);
    expect(badMobile.json.msg).toContain('mobile');
    const plan = await planRow(db, planId);
    expect(plan.feePaid + plan.interestPaid + plan.principalPaid).toBe(0);
  });

  it('one payment in flight per bill; a payment allocates fee -> interest -> principal; paying the rest settles the bill', async () => {
    clock.set(Date.parse('2026-03-01T08:00:00Z'));
    const s = await borrower(app, '096', false);
    const order = await openStageOrder(app, s);
    const planId = order.plans[0]!.planId;
    const payer = s.mobile.replace(/^096/, '097');
    await confirmPaymentAccount(app, s, payer);
    const first = await s.call('POST', '/api/v1/mobile-order/repay', { planId, amount: 100, mobile: payer });
    expect(first.status, first.body).toBe(200);
    expect(first.json.data).toMatchObject({ orderId: order.orderId, planId, status: 'PENDING', payAmount: 100, mobile: payer });
    const second = await s.call('POST', '/api/v1/mobile-order/repay', { planId, amount: 100, mobile: payer });
    expect(second.status).toBe(409);
    expect(second.json.msg).toContain('already in progress');
    const during = await s.call('POST', '/api/v1/mobile-order/plan-list', { orderId: order.orderId });
    expect(during.json.data.plans[0]).toMatchObject({ paymentInFlight: { kind: 'REPAY', amount: 100 }, paidAmount: 0 });
    await approvePrompt(app, payer);
    const plan = await planRow(db, planId);
    expect([plan.feePaid, plan.interestPaid, plan.principalPaid]).toEqual([920, 2_760, 6_320]);
    const list = await s.call('POST', '/api/v1/mobile-order/plan-list', { orderId: order.orderId });
    expect(list.json.data.plans[0]).toMatchObject({ paymentInFlight: null, paidAmount: 100, remainingAmount: 90.14, status: 'REPAYING', repayDate: '2026-03-15' });
    const rest = await s.call('POST', '/api/v1/mobile-order/repay', { planId, amount: 90.14, mobile: payer });
    expect(rest.status, rest.body).toBe(200);
    await approvePrompt(app, payer);
    const after = await s.call('POST', '/api/v1/mobile-order/plan-list', { orderId: order.orderId });
    expect(after.json.data.plans[0]).toMatchObject({ status: 'SETTLED', remainingAmount: 0, paidAmount: 190.14 });
    expect(after.json.data.status).toBe('REPAYING');
    const settled = await s.call('POST', '/api/v1/mobile-order/repay', { planId, amount: 50, mobile: payer });
    expect(settled.json.msg).toBe('This bill is already paid off');
    await assertLedger(db);
  });

  it('paying every stage bill settles the stage order and grows the limit as an on-time loan does', async () => {
    clock.set(Date.parse('2026-03-01T08:00:00Z'));
    const s = await borrower(app, '096', false);
    const order = await openStageOrder(app, s);
    for (const p of order.plans) {
      const res = await s.call('POST', '/api/v1/mobile-order/repay', { planId: p.planId, amount: p.remainingAmount, mobile: s.mobile });
      expect(res.status, res.body).toBe(200);
      await approvePrompt(app, s.mobile);
    }
    const info = await s.call('GET', `/api/v1/mobile-order/info?orderId=${order.orderId}`);
    expect(info.json.data).toMatchObject({ status: 'SETTLED', statusText: 'Paid off', remainingAmount: 0 });
    const index = await s.call('GET', '/api/v1/mobile-order/index');
    expect(index.json.data.availableLimit).toBe(800);
    await assertLedger(db);
  });
});

describe('overdue stage bills follow the loan bills’ penalty and allocation rules', () => {
  it('charges 1% of the bill’s outstanding principal per overdue day, marks the order OVERDUE, and a payment goes to the penalty first', async () => {
    clock.set(Date.parse('2026-03-01T08:00:00Z'));
    const s = await borrower(app, '096', false);
    const order = await openStageOrder(app, s);
    const planId = order.plans[0]!.planId;
    clock.set(Date.parse('2026-03-18T08:00:00Z')); // due 03-15: overdue 03-16, 03-17, 03-18
    await runOverdueJob(db, clock.now);
    await runOverdueJob(db, clock.now); // same day again: nothing more
    const plan = await planRow(db, planId);
    expect(plan.penaltyDue).toBe(3 * 153);
    const list = await s.call('POST', '/api/v1/mobile-order/plan-list', { orderId: order.orderId });
    expect(list.json.data.status).toBe('OVERDUE');
    expect(list.json.data.plans[0]).toMatchObject({ status: 'OVERDUE', overdueDays: 3, penalty: 4.59, remainingAmount: 194.73 });
    const pay = await s.call('POST', '/api/v1/mobile-order/repay', { planId, amount: 50, mobile: s.mobile });
    expect(pay.status, pay.body).toBe(200);
    await approvePrompt(app, s.mobile);
    const after = await planRow(db, planId);
    expect([after.penaltyPaid, after.feePaid, after.interestPaid, after.principalPaid]).toEqual([459, 920, 2_760, 861]);
    await assertLedger(db);
  });
});
