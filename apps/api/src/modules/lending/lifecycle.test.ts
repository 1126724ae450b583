import { beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, loginAs, testClock, testDb } from '../../../test/harness';
import { approvePrompt, assertLedger, borrow, borrower, planRow } from '../../../test/lending-helpers';
import type { App } from '../../app';
import { paymentsConfigFor } from '../../config/payments';
import type { Db } from '../../db/client';
import { userCredit } from '../../ledger/repo';
import { paymentsWhere } from '../payments/plugin';
import { runOverdueJob } from './jobs';

const clock = testClock(Date.parse('2026-03-01T08:00:00Z'));
let app: App;
let db: Db;

beforeAll(async () => {
  const payments = { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 10 } };
  app = await createTestApp({ now: clock.now }, { payments });
  db = await testDb();
});

describe('estimated bill and applying', () => {
  it('answers the estimated bill of K1,000 for 14 days with APR and total cost of credit', async () => {
    const s = await loginAs(app);
    const res = await s.call('POST', '/api/v4/product/productTrial', { productId: 1, amount: 1000, term: 14 });
    expect(res.status, res.body).toBe(200);
    expect(res.json.data).toMatchObject({
      loanAmount: 1000, interest: 140, serviceFee: 20, totalRepayAmount: 1160, receivedAmount: 1000,
      totalCostOfCredit: 160, apr: 417.14, repayDate: '2026-03-15',
    });
  });

  it('refuses an application without KYC with 417 and the first missing cerCode', async () => {
    const s = await loginAs(app);
    const res = await s.call('POST', '/api/zmb/index/api/appManualGetLoan', { productId: 1, amount: 500, term: 7 });
    expect(res.status).toBe(417);
    expect(res.json).toMatchObject({ code: 417, data: { cerCode: 2 } });
  });

  it('refuses over the limit and a second open loan, with clear messages', async () => {
    const s = await borrower(app, '096', false);
    const over = await s.call('POST', '/api/zmb/index/api/appManualGetLoan', { productId: 1, amount: 600, term: 7 });
    expect(over.status).toBe(400);
    expect(over.json.msg).toBe('The amount is above your available limit of K500.00');
    await borrow(app, s, 500, 7);
    const again = await s.call('POST', '/api/zmb/index/api/appManualGetLoan', { productId: 1, amount: 200, term: 7 });
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe('You already have a loan in progress. Please repay it before applying again');
  });

  it('refuses a Zamtel wallet with a clear "not supported yet"', async () => {
    const s = await borrower(app, '095');
    const res = await s.call('POST', '/api/zmb/index/api/appManualGetLoan', { productId: 1, amount: 500, term: 7 });
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe('Zamtel Kwacha wallets are not supported yet. Please use an MTN or Airtel Money number.');
  });

  it('lists products with the caller’s available limit', async () => {
    const s = await borrower(app);
    const res = await s.call('GET', '/api/v4/product/list');
    expect(res.json.data.availableLimit).toBe(1000);
    expect(res.json.data.products[0]).toMatchObject({ name: 'Pocket Loan', minAmount: 200, maxAmount: 5000, step: 100 });
  });
});

describe('full life cycle through the sandbox', () => {
  it('borrows K1,000, repays K300, applies a coupon, extends, pays the rest, is settled and the limit grows', async () => {
    clock.set(Date.parse('2026-03-01T08:00:00Z'));
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 14);
    const planId = order.plans[0]!.planId;
    expect(order.plans[0]).toMatchObject({ repayDate: '2026-03-15', remainingAmount: 1160 });
    await assertLedger(db);

    const detail = await s.call('POST', `/api/order/api/getRepayDetailV2/${order.orderId}`);
    expect(detail.json.data).toMatchObject({ repayAccountId: order.orderId, repayAccount: s.mobile, curPayLoanPeriod: 1, minRepayAmount: 116 });
    expect(detail.json.data.repayPlanList).toEqual([{ planId, loanPeriod: 1, remainingAmount: 1160 }]);
    const welcome = detail.json.data.couponVoList[0];
    expect(welcome).toMatchObject({ couponName: 'K20 off your bill', couponUsableStatus: 1 });

    // Partial repayment of K300 after approving the PIN: fee 20, interest 140, principal 140.
    const paid = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId, payAmount: 300, repayAccountId: order.orderId, payCard: false });
    expect(paid.status, paid.body).toBe(200);
    expect(paid.json.data.status).toBe('PENDING');
    expect((await approvePrompt(app, s.mobile)).status).toBe('SUCCESSFUL');
    const afterPay = await planRow(db, planId);
    expect([afterPay.feePaid, afterPay.interestPaid, afterPay.principalPaid]).toEqual([2_000, 14_000, 14_000]);
    await assertLedger(db);

    // Coupon: K20 off what is left.
    const use = await s.call('POST', '/api/coupon/api/couponUsedByPlanId', { userCouponId: welcome.userCouponId, planId });
    expect(use.status, use.body).toBe(200);
    const withCoupon = await s.call('POST', `/api/order/api/getRepayDetailV2/${order.orderId}`);
    expect(withCoupon.json.data.repayPlanList[0].remainingAmount).toBe(840);
    expect(withCoupon.json.data.couponVoList[0].couponUsableStatus).toBe(2);

    // Extension: from 3 days before the due date, 8% of principal, due date moves by the term.
    clock.set(Date.parse('2026-03-13T08:00:00Z'));
    const ext = await s.call('POST', '/api/order/api/extensionDetail', { planId });
    expect(ext.json.data).toMatchObject({ beforeRepayDate: '2026-03-15', extensionRepayDate: '2026-03-29', extensionFee: 80, repayAccount: s.mobile });
    const extPay = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 2, planId, payAmount: 80, repayAccountId: order.orderId, payCard: false });
    expect(extPay.status, extPay.body).toBe(200);
    await approvePrompt(app, s.mobile);
    expect((await planRow(db, planId)).dueDate).toBe('2026-03-29');
    await assertLedger(db);

    // The rest, on time: settled, coupon consumed, limit K1,000 -> K1,300.
    const rest = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId, payAmount: 840, repayAccountId: order.orderId, payCard: false });
    expect(rest.status, rest.body).toBe(200);
    await approvePrompt(app, s.mobile);
    const done = await s.call('POST', `/api/order/api/queryLoanDetail/${order.orderId}`);
    expect(done.json.data).toMatchObject({ status: 'SETTLED', remainingAmount: 0 });
    expect(done.json.data.plans[0]).toMatchObject({ status: 'SETTLED', waivedAmount: 20, paidAmount: 1140 });
    const info = await s.call('GET', '/api/my/getMyLoanInfo');
    expect(info.json.data).toMatchObject({ creditLimit: 1300, availableLimit: 1300, userCredit: 0 });
    const coupons = await s.call('POST', '/api/v4/my/coupon-list', {});
    expect(coupons.json.data[0]).toMatchObject({ used: true, couponUsableStatus: 0 });
    await assertLedger(db);
  });

  it('charges 1% of outstanding principal per overdue day (once per day), freezes borrowing, and a late settlement adds no limit', async () => {
    clock.set(Date.parse('2026-04-01T08:00:00Z'));
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 7);
    const planId = order.plans[0]!.planId;
    clock.set(Date.parse('2026-04-10T08:00:00Z')); // due 04-08: overdue 04-09 and 04-10
    expect((await runOverdueJob(db, clock.now)).ran).toBe(true);
    await runOverdueJob(db, clock.now); // same day again: nothing more
    const plan = await planRow(db, planId);
    expect(plan.penaltyDue).toBe(2_000);
    expect(plan.status).toBe('OVERDUE');
    const info = await s.call('GET', '/api/my/getMyLoanInfo');
    expect(info.json.data.orders[0]).toMatchObject({ status: 'OVERDUE' });
    expect(info.json.data.availableLimit).toBe(0);
    const reminders = await s.call('GET', '/api/v4/reminder/get');
    if (reminders.status === 200) expect(JSON.stringify(reminders.json.data)).toContain('2 days overdue');
    await assertLedger(db);
    const pay = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId, payAmount: 1140, repayAccountId: order.orderId, payCard: false });
    expect(pay.status, pay.body).toBe(200);
    await approvePrompt(app, s.mobile);
    const after = await s.call('GET', '/api/my/getMyLoanInfo');
    expect(after.json.data).toMatchObject({ creditLimit: 1000 });
    expect(after.json.data.orders[0]).toMatchObject({ status: 'SETTLED' });
    await assertLedger(db);
  });
});

describe('repayment amount rules on the server (docs/product.md#validation-rules), same messages as the popup', () => {
  it('refuses empty, below minimum, a remainder under K50 and above remaining, writing nothing', async () => {
    clock.set(Date.parse('2026-05-01T08:00:00Z'));
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 14);
    const planId = order.plans[0]!.planId;
    const submit = (payAmount: unknown) => s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId, payAmount, repayAccountId: order.orderId, payCard: false });
    const before = (await paymentsWhere(db, { userId: s.userId })).length;
    expect((await submit('')).json.msg).toBe('Please enter your Repayment amount');
    expect((await submit(100)).json.msg).toBe('minimum: K116.00');
    expect((await submit(1120)).json.msg).toBe('The remaining amount is less than the minimum amount and the current repayment must be paid off');
    expect((await submit(1160.01)).json.msg).toBe('The input amount cannot be greater than the remaining repayment amount');
    expect((await submit(12.345)).status).toBe(400);
    expect((await paymentsWhere(db, { userId: s.userId })).length).toBe(before);
    // One payment in flight per bill.
    expect((await submit(200)).status).toBe(200);
    const second = await submit(200);
    expect(second.status).toBe(409);
    expect(second.json.msg).toContain('already in progress');
  });

  it('keeps money beyond what is due as credit and uses it first on the next bill', async () => {
    clock.set(Date.parse('2026-06-01T08:00:00Z'));
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 14);
    const planId = order.plans[0]!.planId;
    const pay = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId, payAmount: 1160, repayAccountId: order.orderId, payCard: false });
    expect(pay.status, pay.body).toBe(200);
    // The coupon goes on while the prompt waits: the K1,160 received is K20 more than is then due.
    const coupons = await s.call('POST', '/api/v4/my/coupon-list', { planId });
    await s.call('POST', '/api/coupon/api/couponUsedByPlanId', { userCouponId: coupons.json.data[0].userCouponId, planId });
    await approvePrompt(app, s.mobile);
    expect(await userCredit(db, s.userId)).toBe(2_000);
    await assertLedger(db);
    const next = await borrow(app, s, 1000, 7);
    expect(next.plans[0]!.remainingAmount).toBe(1120 - 20);
    expect(await userCredit(db, s.userId)).toBe(0);
    await assertLedger(db);
  });
});

describe('extension fee paid but no longer allowed', () => {
  it('becomes the user’s credit and the due date stays', async () => {
    clock.set(Date.parse('2026-10-01T08:00:00Z'));
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 7);
    const planId = order.plans[0]!.planId;
    clock.set(Date.parse('2026-10-23T08:00:00Z')); // due 10-08: 15 days overdue, the last day an extension is allowed
    const ext = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 2, planId, repayAccountId: order.orderId, payCard: false });
    expect(ext.status, ext.body).toBe(200);
    clock.set(Date.parse('2026-10-24T08:00:00Z')); // the PIN is entered a day later: 16 days overdue
    await approvePrompt(app, s.mobile);
    expect((await planRow(db, planId)).dueDate).toBe('2026-10-08');
    expect(await userCredit(db, s.userId)).toBe(8_000);
    await assertLedger(db);
  });
});
