import { beforeAll, describe, expect, it } from 'vitest';

import { call, createTestApp, latestCode, testClock, uniqueMobile } from '../../../test/harness';
import { approvePrompt, borrow, borrower } from '../../../test/lending-helpers';
import type { App } from '../../app';
import { paymentsConfigFor } from '../../config/payments';

const clock = testClock(Date.parse('2026-08-01T08:00:00Z'));
let app: App;

beforeAll(async () => {
  app = await createTestApp({ now: clock.now }, { payments: { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 10 } } });
});

async function quickToken(mobile: string, ip = '10.9.9.9') {
  clock.advance(61_000); // the login code was just sent: resend is allowed after 60 s
  const sent = await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/2`, undefined, {}, { remoteAddress: ip });
  expect(sent.status, sent.body).toBe(200);
  const info = await call(app, 'POST', '/api/h5/quickRepay/info', { mobile, captcha: await latestCode(app, mobile) }, {}, { remoteAddress: ip });
  expect(info.status, info.body).toBe(200);
  return info.json.data as { token: string; expiresIn: number; orders: Array<{ orderId: number; plans: Array<{ planId: number; remainingAmount: number }> }> };
}

describe('quick repay without login (docs/product.md#quick-repay)', () => {
  it('an SMS code of type 2 gives a 15-minute token and the phone’s bills; repay and extension work with it', async () => {
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 14);
    const planId = order.plans[0]!.planId;
    clock.set(Date.parse('2026-08-13T08:00:00Z')); // two days before the due date: extension allowed
    const q = await quickToken(s.mobile);
    expect(q.expiresIn).toBe(900);
    expect(q.orders.map((o) => o.orderId)).toEqual([order.orderId]);
    const headers = { 'X-Quick-Repay-Token': q.token };
    const pay = await call(app, 'POST', '/api/h5/quickRepay/repayment', { bizType: 1, planId, payAmount: 300, repayAccountId: order.orderId, payCard: false }, headers);
    expect(pay.status, pay.body).toBe(200);
    expect(pay.json.data.repayAccount).toBe(s.mobile);
    await approvePrompt(app, s.mobile);
    const ext = await call(app, 'GET', `/api/h5/quickRepay/extension/${planId}`, undefined, headers);
    expect(ext.json.data).toMatchObject({ beforeRepayDate: '2026-08-15', extensionRepayDate: '2026-08-29', extensionFee: 80 });
    clock.advance(16 * 60_000);
    const expired = await call(app, 'GET', `/api/h5/quickRepay/extension/${planId}`, undefined, headers);
    expect(expired.status).toBe(401);
    expect(expired.json.msg).toBe('Please verify your phone number with an SMS code first');
  });

  it('answers alike for a number without a loan and never reaches another phone’s bills', async () => {
    const victim = await borrower(app);
    const order = await borrow(app, victim, 500, 7);
    const stranger = uniqueMobile('097');
    const q = await quickToken(stranger, '10.9.9.10');
    expect(Object.keys(q).sort()).toEqual(['expiresIn', 'orders', 'token']);
    expect(q.orders).toEqual([]);
    const headers = { 'X-Quick-Repay-Token': q.token };
    const other = await call(app, 'GET', `/api/h5/quickRepay/extension/${order.plans[0]!.planId}`, undefined, headers);
    const none = await call(app, 'GET', '/api/h5/quickRepay/extension/999999999', undefined, headers);
    expect([other.status, other.json.msg]).toEqual([404, 'This bill does not exist']);
    expect([none.status, none.json.msg]).toEqual([404, 'This bill does not exist']);
  });

  it('allows at most 3 payment prompts per phone per 10 minutes', async () => {
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 14);
    const planId = order.plans[0]!.planId;
    const q = await quickToken(s.mobile, '10.9.9.11');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const r = await call(app, 'POST', '/api/h5/quickRepay/repayment', { bizType: 1, planId, payAmount: 200 }, { 'X-Quick-Repay-Token': q.token });
      statuses.push(r.status);
      if (r.status === 200) await call(app, 'POST', `/api/dev/prompts/${r.json.data.reference}/decline`);
      if (i === 3) expect(r.json.msg).toBe('Too many payment requests for this number. Please try again in 10 minutes');
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts only prompts actually sent: three refused amounts, then the valid one is sent', async () => {
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 14);
    const planId = order.plans[0]!.planId;
    const q = await quickToken(s.mobile, '10.9.9.12');
    const headers = { 'X-Quick-Repay-Token': q.token };
    for (const payAmount of [0.5, 99_999, 1]) {
      const refused = await call(app, 'POST', '/api/h5/quickRepay/repayment', { bizType: 1, planId, payAmount }, headers);
      expect(refused.status, refused.body).toBe(400);
    }
    const valid = await call(app, 'POST', '/api/h5/quickRepay/repayment', { bizType: 1, planId, payAmount: 200 }, headers);
    expect(valid.status, valid.body).toBe(200);
  });

  it('checks the quick-repay token before the body: no token and a bad body answer 401', async () => {
    const res = await call(app, 'POST', '/api/h5/quickRepay/repayment', { bizType: 'nope' });
    expect([res.status, res.json.msg]).toEqual([401, 'Please verify your phone number with an SMS code first']);
  });
});
