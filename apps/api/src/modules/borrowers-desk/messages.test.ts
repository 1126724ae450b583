import { randomInt } from 'node:crypto';

import { describe, expect, it, vi } from 'vitest';

import { RESEND_MESSAGES, RESENDS_PER_HOUR, STAFF_SESSION_MESSAGES } from '@pocket/contracts/api/staff';
import { lusakaDate } from '@pocket/contracts/lusaka-date';

import { createTestApp, loginAs, testClock, testDb } from '../../../test/harness';
import { newStaff, signInSandbox, staffSignIn } from '../../../test/staff-sessions';
import type { App } from '../../app';
import { auditRows as auditTrail } from '../staff-audit/test-support';
import { maskPhone } from './mask';

// On PostgreSQL the test files share the sandbox staff accounts, and a TOTP code signs in once: a sign-in may wait
// up to 30 s for the next code.
vi.setConfig({ testTimeout: 120_000 });

const id = () => randomInt(1e8, 2e9);
/** Tomorrow at hh:mm in Lusaka (UTC+2) on the real calendar (after the message tests' fixed days, so their job never sends these). */
const lusakaTomorrow = (hhmm: string) => Date.parse(`${lusakaDate(new Date())}T${hhmm}:00+02:00`) + 24 * 60 * 60 * 1000;

/** A borrower with a receipt, a reminder and a marketing message, made by the engine's own door as the modules do. */
async function borrowerWithMessages(app: App) {
  const borrower = await loginAs(app);
  const loanId = id();
  const receipt = { event: 'payment.received', userId: borrower.userId, loanId, paymentId: id(), amount: 50_000, billDueDate: '2026-12-30', remaining: 55_000, loanSettled: false } as const;
  const reminder = { event: 'bill.due', userId: borrower.userId, loanId, billId: id(), amount: 55_000, dueDate: '2026-12-30', inDays: 3 } as const;
  const marketing = { event: 'vip.ending', userId: borrower.userId, purchaseId: id(), card: 'Gold', until: '2026-12-31' } as const;
  for (const event of [receipt, reminder, marketing]) expect(await app.messages.notify(app.db, event)).toBe('queued');
  const rows = (await app.messages.of(borrower.userId)).sort((a, b) => a.id - b.id);
  return { borrower, receiptId: rows[0]!.id, reminderId: rows[1]!.id, marketingId: rows[2]!.id };
}

/** A support agent of its own, signed in on `app` (its clock is a day ahead: a sandbox account must not be used there). */
async function supportOn(app: App) {
  const desk = await createTestApp();
  const agent = await newStaff(desk, ['support']);
  return staffSignIn(app, agent.account);
}

async function auditRows(requestId: string) {
  return auditTrail<{ action: string; reason: string; after: { messageId: number; resentAs: number; status: string } }>(await testDb(), { requestId }, ['action', 'reason', 'after']);
}

describe('the borrower\'s messages on the desk', () => {
  it('lists them (phone masked); support resends one: a new message, audited, once a day; a wrong id is refused', async () => {
    const clock = testClock(lusakaTomorrow('10:00'));
    const app = await createTestApp({ now: clock.now });
    const { borrower, receiptId } = await borrowerWithMessages(app);
    const support = await supportOn(app);
    const list = await support.call('GET', `/api/staff/borrowers/${borrower.userId}/messages`);
    expect(list.status, list.body).toBe(200);
    expect(list.json.data.items.map((m: { kind: string }) => m.kind)).toEqual(['marketing', 'reminder', 'receipt']);
    expect(list.json.data.items[2]).toMatchObject({ id: receiptId, event: 'payment.received', status: 'QUEUED', phone: maskPhone(borrower.mobile), resendOf: null });
    expect(list.body).not.toContain(borrower.mobile.slice(1));

    const resent = await support.call('POST', `/api/staff/borrowers/${borrower.userId}/messages/${receiptId}/resend`, { reason: 'borrower deleted the text' }, { 'x-request-id': 'resend-ok-00001' });
    expect(resent.status, resent.body).toBe(200);
    expect(resent.json.data).toMatchObject({ status: 'QUEUED', sendAfter: new Date(clock.now()).toISOString(), note: null });
    const audit = await auditRows('resend-ok-00001');
    expect(audit).toEqual([{ action: 'borrower.message.resend', reason: 'borrower deleted the text', after: { messageId: receiptId, resentAs: resent.json.data.id, status: 'QUEUED', note: null } }]);
    const after = await support.call('GET', `/api/staff/borrowers/${borrower.userId}/messages`);
    const copy = after.json.data.items.find((m: { id: number }) => m.id === resent.json.data.id);
    const original = after.json.data.items.find((m: { id: number }) => m.id === receiptId);
    expect(copy).toMatchObject({ resendOf: receiptId, body: original.body, kind: 'receipt', status: 'QUEUED' });

    const again = await support.call('POST', `/api/staff/borrowers/${borrower.userId}/messages/${receiptId}/resend`, { reason: 'once more please' }, { 'x-request-id': 'resend-again-001' });
    expect(again.status).toBe(409);
    expect(again.json.msg).toBe(RESEND_MESSAGES.again);
    expect(await auditRows('resend-again-001')).toEqual([]);
    const other = await loginAs(app);
    const foreign = await support.call('POST', `/api/staff/borrowers/${other.userId}/messages/${receiptId}/resend`, { reason: 'wrong borrower' });
    expect(foreign.status).toBe(404);
    expect(foreign.json.msg).toBe(RESEND_MESSAGES.notFound);
  });

  it('keeps the conduct rules: quiet hours hold a marketing text until 08:00; a reminder already sent today is capped', async () => {
    const clock = testClock(lusakaTomorrow('21:30'));
    const app = await createTestApp({ now: clock.now });
    const { borrower, reminderId, marketingId } = await borrowerWithMessages(app);
    const support = await supportOn(app);
    const marketing = await support.call('POST', `/api/staff/borrowers/${borrower.userId}/messages/${marketingId}/resend`, { reason: 'asked for the offer again' });
    expect(marketing.status, marketing.body).toBe(200);
    expect(marketing.json.data).toMatchObject({ status: 'QUEUED', sendAfter: new Date(lusakaTomorrow('08:00') + 24 * 60 * 60 * 1000).toISOString() });
    // The reminder was queued today for this loan: the cap of one a day per loan counts the resend too.
    const reminder = await support.call('POST', `/api/staff/borrowers/${borrower.userId}/messages/${reminderId}/resend`, { reason: 'did not get the reminder' });
    expect(reminder.status, reminder.body).toBe(200);
    expect(reminder.json.data).toMatchObject({ status: 'SKIPPED', note: 'Cap: one reminder a day per loan' });
  });

  it('only support resends (risk reads the list, 403 on resend); at most 10 resends an hour per staff member', async () => {
    const app = await createTestApp();
    const support = await signInSandbox(app, 'support');
    const risk = await signInSandbox(app, 'risk');
    const borrower = await loginAs(app);
    const receipts: number[] = [];
    for (let i = 0; i <= RESENDS_PER_HOUR; i += 1) {
      await app.messages.notify(app.db, { event: 'payment.failed', userId: borrower.userId, loanId: null, paymentId: id(), amount: 10_000, why: 'funds' });
    }
    for (const m of await app.messages.of(borrower.userId)) receipts.push(m.id);
    expect((await risk.call('GET', `/api/staff/borrowers/${borrower.userId}/messages`)).status).toBe(200);
    const refused = await risk.call('POST', `/api/staff/borrowers/${borrower.userId}/messages/${receipts[0]}/resend`, { reason: 'risk tries' });
    expect(refused.status).toBe(403);
    expect(refused.json.msg).toBe(STAFF_SESSION_MESSAGES.forbidden);
    for (const messageId of receipts.slice(0, RESENDS_PER_HOUR)) {
      const res = await support.call('POST', `/api/staff/borrowers/${borrower.userId}/messages/${messageId}/resend`, { reason: 'resend all' });
      expect(res.status, res.body).toBe(200);
    }
    const tooMany = await support.call('POST', `/api/staff/borrowers/${borrower.userId}/messages/${receipts[RESENDS_PER_HOUR]}/resend`, { reason: 'one too many' });
    expect(tooMany.status).toBe(429);
    expect(tooMany.json.msg).toMatch(/^Too many resends\. Try again in \d+ min$/);
  });
});
