import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { MESSAGE_SETTINGS_NOTE } from '@pocket/contracts/api/messages';

import { call, createTestApp, loginAs } from '../../../../test/harness';
import { messages } from '../schema';
import { e164, lusaka, type MessageTestContext, rowsOf } from '../test-support';

let next = 1;
/** A receipt for the user (as the payment engine's handler would record it) without a loan. */
const receipt = (ctx: MessageTestContext, userId: number) => ctx.a.messages.notify(ctx.db, { event: 'payment.failed', userId, loanId: null, paymentId: 9_000_000 + next++, amount: 5_000, why: 'funds' });

export function gatewayAndDelivery(ctx: MessageTestContext) {
  const { clock } = ctx;
  const app = () => ctx.a;
  const fake = () => ctx.fake;

  it('a gateway that is down: the message is retried after 1 then 5 minutes, each failure visible, then sent', async () => {
    clock.set(lusaka('2026-05-01T10:00:00'));
    const s = await loginAs(app());
    await receipt(ctx, s.userId);
    fake().setMode('down');
    await app().messages.runJob();
    let [row] = await rowsOf(ctx.db, s.userId);
    expect([row!.status, row!.attempts, row!.lastError, row!.sendAfter.getTime()]).toEqual(['QUEUED', 1, 'SMS gateway answered 500', lusaka('2026-05-01T10:01:00')]);
    clock.set(lusaka('2026-05-01T10:00:59'));
    await app().messages.runJob();
    expect((await rowsOf(ctx.db, s.userId))[0]!.attempts).toBe(1);
    clock.set(lusaka('2026-05-01T10:01:00'));
    await app().messages.runJob();
    [row] = await rowsOf(ctx.db, s.userId);
    expect([row!.status, row!.attempts, row!.sendAfter.getTime()]).toEqual(['QUEUED', 2, lusaka('2026-05-01T10:06:00')]);
    fake().setMode('ok');
    clock.set(lusaka('2026-05-01T10:06:00'));
    await app().messages.runJob();
    [row] = await rowsOf(ctx.db, s.userId);
    expect([row!.status, row!.attempts, row!.lastError]).toEqual(['SENT', 3, null]);
    expect(fake().received.filter((m) => m.to === e164(s.mobile))).toHaveLength(1);
  });

  it('a number the gateway refuses is FAILED at once; a gateway down five times is FAILED with its last error', async () => {
    clock.set(lusaka('2026-05-02T10:00:00'));
    const s = await loginAs(app());
    fake().setMode('invalid-number');
    await receipt(ctx, s.userId);
    await app().messages.runJob();
    fake().setMode('down');
    await receipt(ctx, s.userId);
    for (let i = 0; i < 6; i += 1) {
      await app().messages.runJob();
      clock.advance(61 * 60_000);
    }
    fake().setMode('ok');
    const rows = await rowsOf(ctx.db, s.userId);
    expect(rows.map((r) => [r.status, r.attempts, r.lastError])).toEqual([
      ['FAILED', 1, 'SMS gateway refused the message (201, InvalidPhoneNumber)'],
      ['FAILED', 5, 'SMS gateway answered 500'],
    ]);
  });

  it('messages go in the order they fell due, whatever order the table holds them in', async () => {
    clock.set(lusaka('2026-05-03T10:00:00'));
    const s = await loginAs(app());
    for (const amount of [1_000, 2_000, 3_000]) {
      await app().messages.notify(ctx.db, { event: 'payment.failed', userId: s.userId, loanId: null, paymentId: 9_000_000 + next++, amount, why: 'funds' });
    }
    // Rewriting the first row puts its new version after the others in the table (PostgreSQL's MVCC): an UPDATE that
    // claims them then meets it last.
    const [first] = await rowsOf(ctx.db, s.userId);
    await ctx.db.update(messages).set({ updatedAt: new Date(clock.now()) }).where(eq(messages.id, first!.id));
    await app().messages.runJob();
    const amounts = fake().received.filter((m) => m.to === e164(s.mobile)).map((m) => /K(\d+)\.00/.exec(m.message)?.[1]);
    expect(amounts).toEqual(['10', '20', '30']);
  });

  it("Africa's Talking's delivery reports are recorded: Success delivered, Failed undelivered with the reason", async () => {
    clock.set(lusaka('2026-05-03T10:00:00'));
    const callback = `${ctx.url}/api/messages/delivery/africastalking?secret=${encodeURIComponent(ctx.deliverySecret)}`;
    const s = await loginAs(app());
    fake().reportDeliveries(callback, { status: 'Success' });
    await receipt(ctx, s.userId);
    await app().messages.runJob();
    fake().reportDeliveries(callback, { status: 'Failed', failureReason: 'UserInBlacklist' });
    await receipt(ctx, s.userId);
    await app().messages.runJob();
    expect((await fake().reportsPosted()).slice(-2)).toEqual([200, 200]);
    fake().reportDeliveries(null);
    const rows = await rowsOf(ctx.db, s.userId);
    expect(rows.map((r) => [r.status, r.deliveryStatus, r.deliveredAt?.getTime() ?? null])).toEqual([
      ['DELIVERED', 'Success', lusaka('2026-05-03T10:00:00')],
      ['UNDELIVERED', 'Failed: UserInBlacklist', null],
    ]);
    // A report about a message we never sent changes nothing.
    const stray = await call(app(), 'POST', `/api/messages/delivery/africastalking?secret=${encodeURIComponent(ctx.deliverySecret)}`, 'id=ATXid_unknown&status=Success', { 'content-type': 'application/x-www-form-urlencoded' });
    expect([stray.status, stray.json.msg]).toEqual([200, 'unknown message']);
  });

  it('a delivery report needs AT_DELIVERY_SECRET: unset, missing or wrong, it is refused (403) and the message stays as it was (issue 42, defect 13)', async () => {
    clock.set(lusaka('2026-05-03T11:00:00'));
    const s = await loginAs(app());
    await receipt(ctx, s.userId);
    await app().messages.runJob();
    const [sent] = await rowsOf(ctx.db, s.userId);
    expect([sent!.status, sent!.providerMessageId]).toEqual(['SENT', expect.any(String)]);
    const report = `id=${sent!.providerMessageId}&status=Failed&failureReason=UserInBlacklist`;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const url = '/api/messages/delivery/africastalking';
    // No secret configured: nobody may mark a message, whatever the URL carries.
    const open = await createTestApp({ smsDeliverySecret: undefined });
    expect((await call(open, 'POST', url, report, form)).status).toBe(403);
    expect((await call(open, 'POST', `${url}?secret=`, report, form)).status).toBe(403);
    // A secret configured: a report without it, or with another, is refused.
    expect((await call(app(), 'POST', url, report, form)).status).toBe(403);
    expect((await call(app(), 'POST', `${url}?secret=wrong`, report, form)).status).toBe(403);
    expect((await call(app(), 'POST', `${url}?secret=${ctx.deliverySecret.slice(0, -1)}`, report, form)).status).toBe(403);
    expect((await rowsOf(ctx.db, s.userId)).map((r) => [r.status, r.deliveryStatus])).toEqual([['SENT', null]]);
    // The gateway's report, with the secret in its URL, is recorded.
    expect((await call(app(), 'POST', `${url}?secret=${encodeURIComponent(ctx.deliverySecret)}`, report, form)).status).toBe(200);
    expect((await rowsOf(ctx.db, s.userId)).map((r) => [r.status, r.deliveryStatus])).toEqual([['UNDELIVERED', 'Failed: UserInBlacklist']]);
  });

  it('marketing can be switched off (a VIP renewal offer is then skipped); reminders about money owed stay on', async () => {
    clock.set(lusaka('2026-05-04T10:00:00'));
    const s = await loginAs(app());
    expect((await s.call('GET', '/api/messages/settings')).json.data).toEqual({ marketing: true, note: MESSAGE_SETTINGS_NOTE });
    expect(MESSAGE_SETTINGS_NOTE).toBe('Reminders about money you owe and receipts for your payments stay on.');
    const off = await s.call('POST', '/api/messages/settings', { marketing: false });
    expect([off.status, off.json.data]).toEqual([200, { marketing: false, note: MESSAGE_SETTINGS_NOTE }]);
    expect((await s.call('GET', '/api/messages/settings')).json.data.marketing).toBe(false);
    expect((await call(app(), 'GET', '/api/messages/settings')).status).toBe(401);

    const ending = { event: 'vip.ending' as const, userId: s.userId, purchaseId: 8_000_000 + next++, card: 'VIP Monthly', until: '2026-05-07' };
    const reminder = { event: 'bill.due' as const, userId: s.userId, loanId: 8_000_000 + next++, billId: 8_000_000 + next++, amount: 10_000, dueDate: '2026-05-07', inDays: 3 as const };
    expect(await app().messages.notify(ctx.db, ending)).toBe('skipped');
    expect(await app().messages.notify(ctx.db, reminder)).toBe('queued');
    await s.call('POST', '/api/messages/settings', { marketing: true });
    // Once decided, the same (event, subject, day) is never decided again.
    expect(await app().messages.notify(ctx.db, ending)).toBe('repeat');
    const rows = await rowsOf(ctx.db, s.userId);
    expect(rows.map((r) => [r.event, r.kind, r.status, r.lastError])).toEqual([
      ['vip.ending', 'marketing', 'SKIPPED', 'Marketing messages are off for this borrower'],
      ['bill.due.3', 'reminder', 'QUEUED', null],
    ]);
  });
}
