import { expect, it } from 'vitest';

import { loginAs } from '../../../../test/harness';
import { approvePrompt, borrow, borrower } from '../../../../test/lending-helpers';
import { openStageOrder } from '../../../../test/stage-helpers';
import { e164, lusaka, type MessageTestContext } from '../test-support';

/** The events other modules tell the engine through its door: extension, loan paid in full, stage deposit, VIP. */
export function modulesEvents(ctx: MessageTestContext) {
  const textsTo = (mobile: string) => ctx.fake.received.filter((m) => m.to === e164(mobile)).map((m) => m.message);

  it('an extension confirmed with the new due date; the last payment says the loan is fully paid', async () => {
    ctx.clock.set(lusaka('2026-09-01T10:00:00'));
    const s = await borrower(ctx.a);
    const order = await borrow(ctx.a, s, 1000, 14); // due 15 Sep
    const planId = order.plans[0]!.planId;
    ctx.clock.set(lusaka('2026-09-13T10:00:00'));
    const ext = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 2, planId, payAmount: 80, repayAccountId: order.orderId, payCard: false });
    expect(ext.status, ext.body).toBe(200);
    await approvePrompt(ctx.a, s.mobile);
    const rest = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId, payAmount: 1160, repayAccountId: order.orderId, payCard: false });
    expect(rest.status, rest.body).toBe(200);
    await approvePrompt(ctx.a, s.mobile);
    await ctx.a.messages.runJob();
    // Each text is sent by its own prompt send (about 200 ms after it is recorded), which may hold the row while runJob
    // passes it by (SKIP LOCKED), so texts can arrive just after runJob returns and in any order (the pay-out text
    // arrived last once in CI): wait for all three, then make sure each came once.
    const expected = [
      'Pocket: we received K1,160.00. Your loan is fully paid. Thank you!',
      'Pocket: your extension is confirmed. Your bill of K1,160.00 is now due on 29 Sep.',
      'Pocket: your loan of K1,000.00 was sent to your mobile money. K1,160.00 is due on 15 Sep. Repay in the Pocket app.',
    ];
    const sorted = () => [...textsTo(s.mobile)].sort();
    await expect.poll(sorted, { timeout: 5_000 }).toEqual(expected);
    await ctx.a.messages.runJob();
    expect(sorted()).toEqual(expected);
  });

  it('a stage deposit received with the pickup code and the shop', async () => {
    ctx.clock.set(lusaka('2026-09-02T10:00:00'));
    const s = await borrower(ctx.a);
    const order = await openStageOrder(ctx.a, s);
    await ctx.a.messages.runJob();
    expect(textsTo(s.mobile)).toEqual([`Pocket: we received your deposit of K690.00. Your pickup code is ${order.pickupCode}. Show it at Pocket Phones Cairo Road to collect your phone.`]);
  });

  it('VIP started, and ending in 3 days (a marketing message, sent in the day)', async () => {
    ctx.clock.set(lusaka('2026-10-01T10:00:00'));
    const s = await loginAs(ctx.a);
    const paid = await s.call('POST', '/api/vip/payment', { name: 'VIP Monthly', payAmount: 49, mobile: s.mobile, vipCardId: 1 }, { 'Idempotency-Key': `vip-${crypto.randomUUID()}` });
    expect(paid.status, paid.body).toBe(200);
    await approvePrompt(ctx.a, s.mobile);
    await ctx.a.messages.runJob();
    ctx.clock.set(lusaka('2026-10-28T06:00:00'));
    await ctx.a.messages.runJob();
    expect(textsTo(s.mobile)).toHaveLength(1); // held until 08:00
    ctx.clock.set(lusaka('2026-10-28T08:00:00'));
    await ctx.a.messages.runJob();
    expect(textsTo(s.mobile)).toEqual([
      'Pocket: your VIP Monthly membership is active until 31 Oct. Enjoy your benefits in the Pocket app.',
      'Pocket: your VIP Monthly membership ends in 3 days, on 31 Oct. Renew in the Pocket app. Turn offers off in Settings.',
    ]);
  });
}
