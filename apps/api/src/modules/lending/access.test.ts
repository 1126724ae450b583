import { beforeAll, describe, expect, it } from 'vitest';

import { call, createTestApp, loginAs, uniqueMobile } from '../../../test/harness';
import { borrow, borrower } from '../../../test/lending-helpers';
import type { App } from '../../app';
import { paymentsConfigFor } from '../../config/payments';

let app: App;
beforeAll(async () => {
  app = await createTestApp({}, { payments: { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 10 } } });
});

describe('sandbox borrowers with a loan', () => {
  it('POST /api/dev/borrowers with loan runs the real engine to a disbursed loan and answers orderId and planIds', async () => {
    const mobile = uniqueMobile();
    const res = await call(app, 'POST', '/api/dev/borrowers', { mobile, loan: { amount: 1000, term: 14 } });
    expect(res.status, res.body).toBe(200);
    expect(res.json.data).toMatchObject({ mobile, orderId: expect.any(Number), planIds: [expect.any(Number)] });
    const s = await loginAs(app, mobile);
    const info = await s.call('GET', '/api/my/getMyLoanInfo');
    expect(info.json.data.orders[0]).toMatchObject({ orderId: res.json.data.orderId, status: 'REPAYING', loanAmount: 1000, remainingAmount: 1160 });
    const reminders = await s.call('GET', '/api/v4/reminder/get');
    expect(reminders.status, reminders.body).toBe(200);
    expect(JSON.stringify(reminders.json.data)).toContain('Your bill of K1,160.00 is due on');
  });
});

describe('sandbox loan ageing', () => {
  it('POST /api/dev/loans/{orderId}/age moves the dates back so the extension window and overdue can be tried', async () => {
    const mobile = uniqueMobile();
    const made = await call(app, 'POST', '/api/dev/borrowers', { mobile, loan: { amount: 1000, term: 14 } });
    const s = await loginAs(app, mobile);
    const planId = made.json.data.planIds[0] as number;
    expect((await s.call('POST', '/api/order/api/extensionDetail', { planId })).status).toBe(400);
    expect((await call(app, 'POST', `/api/dev/loans/${made.json.data.orderId}/age`, { days: 12 })).status).toBe(200);
    expect((await s.call('POST', '/api/order/api/extensionDetail', { planId })).json.data).toMatchObject({ extensionFee: 80 });
    await call(app, 'POST', `/api/dev/loans/${made.json.data.orderId}/age`, { days: 5 });
    const detail = await s.call('POST', `/api/order/api/queryLoanDetail/${made.json.data.orderId}`);
    expect(detail.json.data).toMatchObject({ status: 'OVERDUE' });
    expect(detail.json.data.plans[0]).toMatchObject({ overdueDays: 3, penalty: 30 });
    expect((await call(app, 'POST', '/api/dev/loans/999999999/age', { days: 1 })).status).toBe(404);
  });
});

describe('object access: another user’s ids answer exactly like ids that do not exist', () => {
  it('on every lending route that takes an id', async () => {
    const owner = await borrower(app);
    const order = await borrow(app, owner, 500, 7);
    const planId = order.plans[0]!.planId;
    const intruder = await loginAs(app);
    const missing = 999_999_999;
    const probes: Array<[string, (id: number) => Promise<{ status: number; json: { msg: string } }>, number]> = [
      ['queryLoanDetail', (id) => intruder.call('POST', `/api/order/api/queryLoanDetail/${id}`), order.orderId],
      ['v3 queryLoanDetail', (id) => intruder.call('POST', `/api/v3/order/queryLoanDetail/${id}`), order.orderId],
      ['getRepayDetailV2', (id) => intruder.call('POST', `/api/order/api/getRepayDetailV2/${id}`), order.orderId],
      ['extensionDetail', (id) => intruder.call('POST', '/api/order/api/extensionDetail', { planId: id }), planId],
      ['submitRepayApplyV2', (id) => intruder.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId: id, payAmount: 100 }), planId],
      ['coupon-list', (id) => intruder.call('POST', '/api/v4/my/coupon-list', { planId: id }), planId],
      ['couponUsedByPlanId', (id) => intruder.call('POST', '/api/coupon/api/couponUsedByPlanId', { userCouponId: 1, planId: id }), planId],
    ];
    for (const [name, probe, realId] of probes) {
      const theirs = await probe(realId);
      const none = await probe(missing);
      expect([theirs.status, theirs.json.msg], name).toEqual([none.status, none.json.msg]);
      expect(theirs.status, name).toBe(404);
    }
  });
});
