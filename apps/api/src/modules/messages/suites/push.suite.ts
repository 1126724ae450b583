import { expect, it } from 'vitest';

import { call } from '../../../../test/harness';
import { borrow, borrower } from '../../../../test/lending-helpers';
import { pushSubscriptionsOf } from '../repo';
import { e164, lusaka, type MessageTestContext, rowsOf } from '../test-support';

type Session = Awaited<ReturnType<typeof borrower>>;

/** A browser of the borrower allows notifications: subscribed on the fake push service, saved through the API. */
async function allowPush(ctx: MessageTestContext, s: Session) {
  const browser = ctx.pushService.subscribe();
  const saved = await s.call('POST', '/api/messages/push/subscription', browser.json);
  expect(saved.status, saved.body).toBe(200);
  return browser;
}

export function webPush(ctx: MessageTestContext) {
  const { clock } = ctx;
  const smsTo = (mobile: string) => ctx.fake.received.filter((m) => m.to === e164(mobile)).map((m) => m.message);
  const kycApproved = (userId: number) => ({ event: 'kyc.decided' as const, userId, reviewId: 9_000_000 + userId, approved: true, reasonCode: null });

  it('saves a browser subscription per borrower, once per endpoint, and removes it; only signed, only https endpoints', async () => {
    clock.set(lusaka('2026-09-01T10:00:00'));
    const s = await borrower(ctx.a);
    const empty = await s.call('GET', '/api/messages/push');
    expect(empty.json.data).toEqual({ publicKey: ctx.vapid.publicKey, subscriptions: 0, loanPaidOut: false });
    const browser = ctx.pushService.subscribe();
    expect((await s.call('POST', '/api/messages/push/subscription', browser.json)).json.data.subscriptions).toBe(1);
    expect((await s.call('POST', '/api/messages/push/subscription', browser.json)).json.data.subscriptions).toBe(1);
    const rows = await pushSubscriptionsOf(ctx.db, s.userId);
    expect(rows.map((r) => [r.endpoint, r.p256dh, r.auth])).toEqual([[browser.json.endpoint, browser.json.keys.p256dh, browser.json.keys.auth]]);
    expect((await s.call('POST', '/api/messages/push/subscription', { ...browser.json, endpoint: 'http://push.example/x' })).status).toBe(400);
    expect((await s.call('POST', '/api/messages/push/subscription', { endpoint: browser.json.endpoint })).status).toBe(400);
    expect((await call(ctx.a, 'POST', '/api/messages/push/subscription', browser.json)).status).toBe(401);
    // Another borrower cannot remove it.
    const other = await borrower(ctx.a);
    expect((await other.call('POST', '/api/messages/push/unsubscribe', { endpoint: browser.json.endpoint })).json.data.subscriptions).toBe(0);
    expect(await pushSubscriptionsOf(ctx.db, s.userId)).toHaveLength(1);
    expect((await s.call('POST', '/api/messages/push/unsubscribe', { endpoint: browser.json.endpoint })).json.data.subscriptions).toBe(0);
    expect(await pushSubscriptionsOf(ctx.db, s.userId)).toEqual([]);
  });

  it('the account\'s language reaches push and SMS (issue 48): Bemba by push, Nyanja by SMS', async () => {
    clock.set(lusaka('2026-09-01T11:00:00'));
    const bem = await borrower(ctx.a);
    await ctx.a.users.setLanguage(ctx.db, bem.userId, 'bem');
    const browser = await allowPush(ctx, bem);
    const ny = await borrower(ctx.a);
    await ctx.a.users.setLanguage(ctx.db, ny.userId, 'ny');
    await ctx.a.messages.notify(ctx.db, kycApproved(bem.userId));
    await ctx.a.messages.notify(ctx.db, kycApproved(ny.userId));
    await ctx.a.messages.runJob();
    await expect.poll(() => ctx.pushService.to(browser.id).length, { timeout: 5_000 }).toBe(1);
    expect(ctx.pushService.to(browser.id)[0]!.payload.body).toBe('Ifyebo fyenu fyasuminishiwa. Nomba kuti mwalomba inkongole mu Pocket app.');
    await expect.poll(() => smsTo(ny.mobile), { timeout: 5_000 }).toEqual(['Pocket: zambiri zanu zavomerezedwa. Tsopano mungapemphe ngongole mu Pocket app.']);
    expect((await rowsOf(ctx.db, ny.userId)).map((r) => r.language)).toEqual(['ny']);
  });

  it('push where allowed: a money event by push and SMS, any other event by push alone; without push, SMS as before', async () => {
    clock.set(lusaka('2026-09-02T10:00:00'));
    const s = await borrower(ctx.a);
    const browser = await allowPush(ctx, s);
    const order = await borrow(ctx.a, s, 1000, 14); // due 16 Sep
    // The app offers notifications once a loan was paid out (here the borrower had allowed them already).
    expect((await s.call('GET', '/api/messages/push')).json.data.loanPaidOut).toBe(true);
    await ctx.a.messages.notify(ctx.db, kycApproved(s.userId));
    await ctx.a.messages.runJob();
    await expect.poll(() => ctx.pushService.to(browser.id).length, { timeout: 5_000 }).toBe(2);
    expect(ctx.pushService.to(browser.id).map((p) => p.payload).sort((a, b) => a.body.localeCompare(b.body))).toEqual([
      { title: 'Pocket', body: 'Your information is approved. You can now apply for a loan in the Pocket app.', url: '/home', tag: `kyc.decided:kyc:${9_000_000 + s.userId}:once` },
      { title: 'Pocket', body: 'Your loan of K1,000.00 was sent to your mobile money. K1,160.00 is due on 16 Sep. Repay in the Pocket app.', url: `/billing-details/${order.orderId}`, tag: `loan.disbursed:loan:${order.orderId}:once` },
    ]);
    expect(ctx.pushService.to(browser.id).every((p) => p.urgency === 'high' && p.ttl === 86_400)).toBe(true);
    // SMS only for the money event.
    await expect.poll(() => smsTo(s.mobile).length, { timeout: 5_000 }).toBe(1);
    expect(smsTo(s.mobile)).toEqual(['Pocket: your loan of K1,000.00 was sent to your mobile money. K1,160.00 is due on 16 Sep. Repay in the Pocket app.']);
    expect((await rowsOf(ctx.db, s.userId)).map((r) => [r.event, r.channel, r.status]).sort()).toEqual([
      ['kyc.decided', 'push', 'SENT'],
      ['loan.disbursed', 'push', 'SENT'],
      ['loan.disbursed', 'sms', 'SENT'],
    ]);

    // The sandbox phone lists what the push notifications said (GET /api/dev/push, a feed of /dev/phone).
    const listed = await call(ctx.a, 'GET', `/api/dev/push?mobile=${s.mobile}`);
    expect(listed.json.data.map((p: { notification: string; opens: string; status: string }) => [p.notification.slice(0, 24), p.opens, p.status]).sort()).toEqual([
      ['Your information is appr', '/home', 'SENT'],
      ['Your loan of K1,000.00 w', `/billing-details/${order.orderId}`, 'SENT'],
    ]);

    const smsOnly = await borrower(ctx.a);
    await ctx.a.messages.notify(ctx.db, kycApproved(smsOnly.userId));
    await ctx.a.messages.runJob();
    expect(smsTo(smsOnly.mobile)).toEqual(['Pocket: your information is approved. You can now apply for a loan in the Pocket app.']);
  });

  it('quiet hours and caps hold push reminders too: found at 03:00, sent at 08:00, once however often the job runs', async () => {
    clock.set(lusaka('2026-10-01T10:00:00'));
    const s = await borrower(ctx.a);
    const browser = await allowPush(ctx, s);
    await borrow(ctx.a, s, 500, 14); // due 15 Oct
    await ctx.a.messages.runJob();
    await expect.poll(() => ctx.pushService.to(browser.id).length, { timeout: 5_000 }).toBe(1);
    clock.set(lusaka('2026-10-12T03:00:00'));
    await ctx.a.messages.runJob();
    const held = (await rowsOf(ctx.db, s.userId)).filter((r) => r.event === 'bill.due.3');
    expect(held.map((r) => [r.channel, r.status, r.sendAfter.getTime()]).sort()).toEqual([
      ['push', 'QUEUED', lusaka('2026-10-12T08:00:00')],
      ['sms', 'QUEUED', lusaka('2026-10-12T08:00:00')],
    ]);
    clock.set(lusaka('2026-10-12T07:59:59'));
    await ctx.a.messages.runJob();
    expect(ctx.pushService.to(browser.id)).toHaveLength(1);
    clock.set(lusaka('2026-10-12T08:00:00'));
    await Promise.all([ctx.a.messages.runJob(), ctx.b.messages.runJob(), ctx.a.messages.runJob(), ctx.b.messages.runJob()]);
    clock.set(lusaka('2026-10-12T15:00:00'));
    await ctx.a.messages.runJob();
    expect(ctx.pushService.to(browser.id).slice(1).map((p) => [p.payload.body, p.ttl, p.urgency])).toEqual([
      ['Your bill of K580.00 is due in 3 days, on 15 Oct. Repay in the Pocket app.', 43_200, 'normal'],
    ]);
    // The same reminder day for the rest of the week: the caps count push reminders as they count SMS.
    for (const day of ['2026-10-14', '2026-10-15', '2026-10-16', '2026-10-18']) {
      clock.set(lusaka(`${day}T09:00:00`));
      await ctx.a.messages.runJob();
    }
    const push = (await rowsOf(ctx.db, s.userId)).filter((r) => r.kind === 'reminder' && r.channel === 'push');
    expect(push.map((r) => [r.event, r.status, r.lastError])).toEqual([
      ['bill.due.3', 'SENT', null],
      ['bill.due.1', 'SENT', null],
      ['bill.due.0', 'SENT', null],
      ['bill.late.1', 'SKIPPED', 'Cap: three reminders a week per loan'],
      ['bill.late.3', 'SKIPPED', 'Cap: three reminders a week per loan'],
    ]);
  });

  it("a day's reminder is decided once: a browser allowed later that day gets the next day's reminder, not a second one today", async () => {
    // Issue 49: the job runs every interval, and on a payday it would otherwise look at every bill due again each time.
    clock.set(lusaka('2026-11-01T10:00:00'));
    const s = await borrower(ctx.a);
    await borrow(ctx.a, s, 500, 14); // due 15 Nov
    clock.set(lusaka('2026-11-12T09:00:00'));
    await ctx.a.messages.runJob();
    const browser = await allowPush(ctx, s);
    clock.set(lusaka('2026-11-12T15:00:00'));
    await ctx.a.messages.runJob();
    const reminders = async () => (await rowsOf(ctx.db, s.userId)).filter((r) => r.kind === 'reminder').map((r) => [r.event, r.channel, r.day]);
    expect(await reminders()).toEqual([['bill.due.3', 'sms', '2026-11-12']]);
    clock.set(lusaka('2026-11-14T09:00:00'));
    await ctx.a.messages.runJob();
    expect((await reminders()).slice(1).sort()).toEqual([
      ['bill.due.1', 'push', '2026-11-14'],
      ['bill.due.1', 'sms', '2026-11-14'],
    ]);
    await expect.poll(() => ctx.pushService.to(browser.id).length, { timeout: 5_000 }).toBe(1);
  });

  it('exactly once: the same event told 30 times through two instances, the job run 8 times at once: one push', async () => {
    const s = await borrower(ctx.a);
    const browser = await allowPush(ctx, s);
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? ctx.a : ctx.b).messages.notify(i % 2 ? ctx.db : ctx.dbB, kycApproved(s.userId))));
    expect(outcomes.filter((o) => o === 'queued')).toHaveLength(1);
    await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? ctx.a : ctx.b).messages.runJob()));
    expect(ctx.pushService.to(browser.id)).toHaveLength(1);
    expect(smsTo(s.mobile)).toEqual([]);
  });

  it('410 and 404 from the push service remove the subscription; with none left the text goes by SMS; 503 is tried again', async () => {
    clock.set(lusaka('2026-11-02T10:00:00'));
    const s = await borrower(ctx.a);
    const expired = await allowPush(ctx, s);
    const live = await allowPush(ctx, s);
    ctx.pushService.setMode(expired.id, 'gone');
    await ctx.a.messages.notify(ctx.db, kycApproved(s.userId));
    await ctx.a.messages.runJob();
    expect(ctx.pushService.refused.filter((r) => r.id === expired.id).map((r) => r.status)).toEqual([410]);
    expect(ctx.pushService.to(live.id)).toHaveLength(1);
    expect((await pushSubscriptionsOf(ctx.db, s.userId)).map((r) => r.endpoint)).toEqual([live.json.endpoint]);

    ctx.pushService.setMode(live.id, 'not-found');
    const answered = { event: 'complaint.answered' as const, userId: s.userId, complaintId: 8_000_000 + s.userId };
    await ctx.a.messages.notify(ctx.db, answered);
    await ctx.a.messages.runJob();
    expect(await pushSubscriptionsOf(ctx.db, s.userId)).toEqual([]);
    const push = (await rowsOf(ctx.db, s.userId)).find((r) => r.event === 'complaint.answered' && r.channel === 'push')!;
    expect([push.status, push.lastError]).toEqual(['FAILED', 'The push service answered 404: the subscription expired and was removed']);
    await ctx.a.messages.runJob();
    expect(smsTo(s.mobile)).toEqual(['Pocket: we answered your complaint. Read the answer in the Pocket app under Me > Help.']);

    const down = await allowPush(ctx, s);
    ctx.pushService.setMode(down.id, 'down');
    await ctx.a.messages.notify(ctx.db, { ...answered, complaintId: answered.complaintId + 1 });
    await ctx.a.messages.runJob();
    const retrying = (await rowsOf(ctx.db, s.userId)).filter((r) => r.channel === 'push').at(-1)!;
    expect([retrying.status, retrying.attempts, retrying.lastError, retrying.sendAfter.getTime()]).toEqual(['QUEUED', 1, 'The push service answered 503', clock.now() + 60_000]);
    expect(await pushSubscriptionsOf(ctx.db, s.userId)).toHaveLength(1);
    ctx.pushService.setMode(down.id, 'ok');
    clock.advance(60_000);
    await ctx.a.messages.runJob();
    expect(ctx.pushService.to(down.id)).toHaveLength(1);
  });

  it('a push refused for good (403) fails at once, keeps the subscription, and the text goes by SMS instead', async () => {
    clock.set(lusaka('2026-11-03T10:00:00'));
    const s = await borrower(ctx.a);
    const browser = await allowPush(ctx, s);
    ctx.pushService.setMode(browser.id, 'forbidden');
    await ctx.a.messages.notify(ctx.db, kycApproved(s.userId));
    await ctx.a.messages.runJob();
    await ctx.a.messages.runJob();
    const rows = await rowsOf(ctx.db, s.userId);
    expect(rows.map((r) => [r.channel, r.status, r.attempts, r.lastError])).toEqual([
      ['push', 'FAILED', 1, 'The push service answered 403'],
      ['sms', 'SENT', 1, null],
    ]);
    expect(smsTo(s.mobile)).toEqual(['Pocket: your information is approved. You can now apply for a loan in the Pocket app.']);
    expect(await pushSubscriptionsOf(ctx.db, s.userId)).toHaveLength(1);
  });
}
