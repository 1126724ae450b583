import { expect, it } from 'vitest';

import { call } from '../../../../test/harness';
import { approvePrompt, borrow, borrower } from '../../../../test/lending-helpers';
import { e164, lusaka, type MessageTestContext, rowsOf } from '../test-support';

async function repay(ctx: MessageTestContext, s: Awaited<ReturnType<typeof borrower>>, planId: number, amount: number, approve: boolean) {
  const paid = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId, payAmount: amount, payCard: false });
  expect(paid.status, paid.body).toBe(200);
  if (approve) await approvePrompt(ctx.a, s.mobile);
  else await call(ctx.a, 'POST', `/api/dev/prompts/${paid.json.data.reference as string}/decline`);
}

export function receiptsAndReminders(ctx: MessageTestContext) {
  const { clock } = ctx;
  const app = () => ctx.a;
  const textsTo = (mobile: string) => ctx.fake.received.filter((m) => m.to === e164(mobile)).map((m) => m.message);

  it('a loan paid out, a payment received and a payment failed: the catalogue texts, once each, to the own mobile', async () => {
    clock.set(lusaka('2026-05-01T10:00:00'));
    const s = await borrower(app());
    const order = await borrow(app(), s, 1000, 14);
    const planId = order.plans[0]!.planId;
    await app().messages.runJob();
    await repay(ctx, s, planId, 300, true);
    await repay(ctx, s, planId, 100, false);
    await app().messages.runJob();
    await app().messages.runJob();
    expect(textsTo(s.mobile)).toEqual([
      'Pocket: your loan of K1,000.00 was sent to your mobile money. K1,160.00 is due on 15 May. Repay in the Pocket app.',
      'Pocket: we received K300.00 for your bill due 15 May. K860.00 remains on this bill. Thank you!',
      'Pocket: your payment of K100.00 did not go through. The PIN prompt was declined or not answered; nothing was taken. Please pay again in the Pocket app.',
    ]);
    const rows = await rowsOf(ctx.db, s.userId);
    expect(rows.map((r) => [r.event, r.status, r.attempts, r.mobile])).toEqual([
      ['loan.disbursed', 'SENT', 1, e164(s.mobile)],
      ['payment.received', 'SENT', 1, e164(s.mobile)],
      ['payment.failed', 'SENT', 1, e164(s.mobile)],
    ]);
    expect(rows.every((r) => r.providerMessageId?.startsWith('ATXid_'))).toBe(true);
  });

  it('receipts go at night at once; reminders found at night wait for 08:00 and go once', async () => {
    clock.set(lusaka('2026-06-01T10:00:00'));
    const s = await borrower(app());
    const order = await borrow(app(), s, 500, 14); // due 15 Jun
    clock.set(lusaka('2026-06-01T22:30:00'));
    await repay(ctx, s, order.plans[0]!.planId, 100, true);
    await app().messages.runJob();
    // Paid out and the receipt, at 22:30; each has its own prompt send, so either may land just after runJob returns.
    await expect.poll(() => textsTo(s.mobile).length, { timeout: 5_000 }).toBe(2);
    expect(textsTo(s.mobile).filter((t) => /^Pocket: we received K100\.00 for your bill due 15 Jun\./.test(t))).toHaveLength(1);

    clock.set(lusaka('2026-06-12T03:00:00'));
    await app().messages.runJob();
    const held = (await rowsOf(ctx.db, s.userId)).at(-1)!;
    expect([held.event, held.status, held.sendAfter.getTime()]).toEqual(['bill.due.3', 'QUEUED', lusaka('2026-06-12T08:00:00')]);
    clock.set(lusaka('2026-06-12T07:59:59'));
    await app().messages.runJob();
    expect(textsTo(s.mobile)).toHaveLength(2);
    clock.set(lusaka('2026-06-12T08:00:00'));
    await app().messages.runJob();
    clock.set(lusaka('2026-06-12T15:00:00'));
    await app().messages.runJob();
    expect(textsTo(s.mobile).slice(2)).toEqual(['Pocket: your bill of K480.00 is due in 3 days, on 15 Jun. Repay in the Pocket app.']);
  });

  it('a reminder held for 08:00 is dropped when a payment arrives first (its amount would be out of date)', async () => {
    clock.set(lusaka('2026-06-20T10:00:00'));
    const s = await borrower(app());
    const order = await borrow(app(), s, 500, 14); // due 4 Jul
    clock.set(lusaka('2026-07-01T03:00:00'));
    await app().messages.runJob();
    clock.set(lusaka('2026-07-01T07:00:00'));
    await repay(ctx, s, order.plans[0]!.planId, 200, true);
    await app().messages.runJob();
    clock.set(lusaka('2026-07-01T08:00:00'));
    await app().messages.runJob();
    expect(textsTo(s.mobile).slice(1)).toEqual(['Pocket: we received K200.00 for your bill due 4 Jul. K380.00 remains on this bill. Thank you!']);
    const reminder = (await rowsOf(ctx.db, s.userId)).find((r) => r.kind === 'reminder')!;
    expect([reminder.event, reminder.status, reminder.lastError]).toEqual(['bill.due.3', 'SKIPPED', 'A payment arrived before it was sent (its amount or date was out of date)']);
  });

  it("the day's reminders are collected at most every 10 minutes: a bill that comes due for one is found by the next collection", async () => {
    // Issue 49: collecting reads every bill due on the reminder days; the job sends what is due at every run.
    clock.set(lusaka('2026-12-01T09:00:00'));
    const s = await borrower(app());
    const order = await borrow(app(), s, 500, 14); // due 15 Dec
    await app().messages.runJob();
    // Now due 4 Dec: in 3 days (the sandbox's loan clock moves its dates).
    expect((await call(app(), 'POST', `/api/dev/loans/${order.orderId}/age`, { days: 11 })).status).toBe(200);
    const reminders = async () => (await rowsOf(ctx.db, s.userId)).filter((r) => r.kind === 'reminder').map((r) => [r.event, r.day]);
    clock.set(lusaka('2026-12-01T09:09:59'));
    await app().messages.runJob();
    expect(await reminders()).toEqual([]);
    clock.set(lusaka('2026-12-01T09:10:00'));
    await app().messages.runJob();
    expect(await reminders()).toEqual([['bill.due.3', '2026-12-01']]);
  });

  it('the days of one bill: due in 3 days, tomorrow, today; late day 1 and 3 held back by the weekly cap; day 7', async () => {
    clock.set(lusaka('2026-07-01T10:00:00'));
    const s = await borrower(app());
    await borrow(app(), s, 500, 14); // due 15 Jul
    for (const day of ['2026-07-12', '2026-07-13', '2026-07-14', '2026-07-15', '2026-07-16', '2026-07-18', '2026-07-22']) {
      clock.set(lusaka(`${day}T09:00:00`));
      await app().messages.runJob();
      await app().messages.runJob();
    }
    const reminders = (await rowsOf(ctx.db, s.userId)).filter((r) => r.kind === 'reminder');
    expect(reminders.map((r) => [r.event, r.day, r.status, r.lastError])).toEqual([
      ['bill.due.3', '2026-07-12', 'SENT', null],
      ['bill.due.1', '2026-07-14', 'SENT', null],
      ['bill.due.0', '2026-07-15', 'SENT', null],
      ['bill.late.1', '2026-07-16', 'SKIPPED', 'Cap: three reminders a week per loan'],
      ['bill.late.3', '2026-07-18', 'SKIPPED', 'Cap: three reminders a week per loan'],
      ['bill.late.7', '2026-07-22', 'SENT', null],
    ]);
    expect(textsTo(s.mobile).slice(1)).toEqual([
      'Pocket: your bill of K580.00 is due in 3 days, on 15 Jul. Repay in the Pocket app.',
      'Pocket: your bill of K580.00 is due tomorrow, 15 Jul. Repay in the Pocket app.',
      'Pocket: your bill of K580.00 is due today. Repay in the Pocket app by midnight.',
      'Pocket: your bill of K580.00 is 7 days late. Repay in the Pocket app, or open it to see your options. We are here to help.',
    ]);
  });
}
