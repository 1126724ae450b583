import { beforeAll, describe, expect, it } from 'vitest';

import { call, createTestApp, latestCode, testClock } from '../../../test/harness';
import { approvePrompt, borrow, borrower } from '../../../test/lending-helpers';
import type { App } from '../../app';
import { paymentsConfigFor } from '../../config/payments';

const clock = testClock(Date.parse('2026-05-01T08:00:00Z'));
let app: App;

beforeAll(async () => {
  app = await createTestApp({ now: clock.now }, { payments: { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 10 } } });
});

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

describe('a submitted payment can be followed until final (issue 10)', () => {
  it('shows the payment in flight on every bill answer and answers PENDING, then SUCCESSFUL, and clears it', async () => {
    clock.set(Date.parse('2026-05-01T08:00:00Z'));
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 14);
    const planId = order.plans[0]!.planId;
    const paid = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId, payAmount: 300, repayAccountId: order.orderId, payCard: false });
    expect(paid.status, paid.body).toBe(200);
    const reference = paid.json.data.reference as string;
    const expected = { reference, kind: 'REPAY', amount: 300, wallet: masked(s.mobile) };

    const detail = await s.call('POST', `/api/order/api/queryLoanDetail/${order.orderId}`);
    expect(detail.json.data.paymentInFlight).toMatchObject(expected);
    expect(detail.json.data.plans[0].paymentInFlight).toMatchObject(expected);
    expect(Date.parse(detail.json.data.paymentInFlight.createdAt)).toBe(clock.now());
    const repay = await s.call('POST', `/api/order/api/getRepayDetailV2/${order.orderId}`);
    expect(repay.json.data.paymentInFlight).toMatchObject(expected);
    const mine = await s.call('GET', '/api/my/getMyLoanInfo');
    expect(mine.json.data.orders[0].paymentInFlight).toMatchObject(expected);

    const pending = await s.call('GET', `/api/order/payment/api/status/${reference}`);
    expect(pending.json.data).toEqual({ reference, kind: 'REPAY', status: 'PENDING', reason: null, amount: 300 });

    await approvePrompt(app, s.mobile);
    const done = await s.call('GET', `/api/order/payment/api/status/${reference}`);
    expect(done.json.data).toMatchObject({ status: 'SUCCESSFUL', reason: null });
    const after = await s.call('POST', `/api/order/api/queryLoanDetail/${order.orderId}`);
    expect(after.json.data.paymentInFlight).toBeNull();
    expect(after.json.data.remainingAmount).toBe(860);
  });

  it('answers FAILED with the reason when the PIN prompt is declined', async () => {
    const s = await borrower(app);
    const order = await borrow(app, s, 500, 7);
    const planId = order.plans[0]!.planId;
    const paid = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId, payAmount: 100, payCard: false });
    const reference = paid.json.data.reference as string;
    await call(app, 'POST', `/api/dev/prompts/${reference}/decline`);
    const failed = await s.call('GET', `/api/order/payment/api/status/${reference}`);
    expect(failed.json.data.status).toBe('FAILED');
    expect(failed.json.data.reason).toEqual(expect.any(String));
    expect(failed.json.data.reason.length).toBeGreaterThan(0);
    expect((await s.call('POST', `/api/order/api/queryLoanDetail/${order.orderId}`)).json.data.paymentInFlight).toBeNull();
  });

  it("answers another user's reference exactly like a missing one", async () => {
    const owner = await borrower(app);
    const order = await borrow(app, owner, 500, 7);
    const paid = await owner.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId: order.plans[0]!.planId, payAmount: 100, payCard: false });
    const stranger = await borrower(app);
    const other = await stranger.call('GET', `/api/order/payment/api/status/${paid.json.data.reference}`);
    const missing = await stranger.call('GET', '/api/order/payment/api/status/00000000-0000-0000-0000-000000000000');
    expect([other.status, other.json.msg]).toEqual([404, 'This payment does not exist']);
    expect([missing.status, missing.json.msg]).toEqual([404, 'This payment does not exist']);
    const bad = await stranger.call('GET', '/api/order/payment/api/status/no');
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toMatch(/reference/);
  });

  it('quick repay: the token lists the bills again and follows its payment; the extension detail shows the fee in flight', async () => {
    clock.set(Date.parse('2026-06-01T08:00:00Z'));
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 14);
    const planId = order.plans[0]!.planId;
    clock.set(Date.parse('2026-06-13T08:00:00Z'));
    await call(app, 'POST', `/api/authentication/sendSmsCode/${s.mobile}/2`, undefined, {}, { remoteAddress: '10.8.8.8' });
    const info = await call(app, 'POST', '/api/h5/quickRepay/info', { mobile: s.mobile, captcha: await latestCode(app, s.mobile) }, {}, { remoteAddress: '10.8.8.8' });
    const headers = { 'X-Quick-Repay-Token': info.json.data.token as string };
    const orders = await call(app, 'GET', '/api/h5/quickRepay/orders', undefined, headers);
    expect(orders.json.data.orders.map((o: { orderId: number }) => o.orderId)).toEqual([order.orderId]);
    const fee = await call(app, 'POST', '/api/h5/quickRepay/repayment', { bizType: 2, planId }, headers);
    expect(fee.status, fee.body).toBe(200);
    const reference = fee.json.data.reference as string;
    const ext = await call(app, 'GET', `/api/h5/quickRepay/extension/${planId}`, undefined, headers);
    expect(ext.json.data.paymentInFlight).toMatchObject({ reference, kind: 'EXTENSION', amount: 80 });
    const status = await call(app, 'GET', `/api/h5/quickRepay/payment/${reference}`, undefined, headers);
    expect(status.json.data).toMatchObject({ status: 'PENDING', kind: 'EXTENSION', amount: 80 });
    expect((await call(app, 'GET', `/api/h5/quickRepay/payment/${reference}`)).status).toBe(401);
    expect((await call(app, 'GET', '/api/h5/quickRepay/orders')).status).toBe(401);
  });
});

describe('bill lines (issue 10)', () => {
  it('total − coupon discount + extension fees − paid = remaining, with a K20 coupon and a paid extension fee', async () => {
    clock.set(Date.parse('2026-07-01T08:00:00Z'));
    const s = await borrower(app);
    const order = await borrow(app, s, 800, 14);
    const planId = order.plans[0]!.planId;
    const lines = async () => (await s.call('POST', `/api/order/api/queryLoanDetail/${order.orderId}`)).json.data;
    const coupons = await s.call('POST', '/api/v4/my/coupon-list', { planId });
    await s.call('POST', '/api/coupon/api/couponUsedByPlanId', { userCouponId: coupons.json.data[0].userCouponId, planId });
    clock.set(Date.parse('2026-07-13T08:00:00Z'));
    const ext = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 2, planId });
    expect(ext.status, ext.body).toBe(200);
    await approvePrompt(app, s.mobile);
    const mid = await lines();
    expect(mid.lines).toEqual({ totalAmount: 928, couponDiscount: 20, waivers: 0, extensionFees: 64, paidAmount: 64, creditApplied: 0, remainingAmount: 908 });
    expect(mid.plans[0].lines).toEqual(mid.lines);

    const rest = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId, payAmount: 908 });
    expect(rest.status, rest.body).toBe(200);
    await approvePrompt(app, s.mobile);
    const done = await lines();
    // The case: total K928, K908 repaid, explained by the K20 coupon and the K64 fee.
    expect(done.lines).toEqual({ totalAmount: 928, couponDiscount: 20, waivers: 0, extensionFees: 64, paidAmount: 972, creditApplied: 0, remainingAmount: 0 });
    for (const l of [mid.lines, done.lines]) {
      expect(Math.round((l.totalAmount - l.couponDiscount - l.waivers + l.extensionFees - l.paidAmount) * 100)).toBe(Math.round(l.remainingAmount * 100));
    }
  });
});
