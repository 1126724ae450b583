import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_LADDER, type LadderStep } from '@pocket/contracts/api/staff';
import { collectionCalls, staffPathOf } from '@pocket/contracts/staff';

import { createTestApp, testClock, testDb } from '../../../test/harness';
import { borrow, borrower } from '../../../test/lending-helpers';
import { signInSandbox, type StaffTestSession } from '../../../test/staff-sessions';
import type { App } from '../../app';
import { selectRows } from '../../db/rows';
import type { PushProvider } from '../../providers/push/provider';
import { age, caseOf, lateCase } from './test-support';

const clock = testClock(Date.parse('2026-11-27T08:00:00Z'));
let app: App;
let lead: StaffTestSession;
let risk: StaffTestSession;
/** What reached the push service (the Web Push sender's edge): each notification with its subscription's endpoint. */
const pushes: Array<{ endpoint: string; body: string; url: string }> = [];
const pushService: PushProvider = {
  send: (target, payload) => {
    pushes.push({ endpoint: target.endpoint, body: payload.body, url: payload.url });
    return Promise.resolve({ id: `push-${pushes.length}` });
  },
};
beforeAll(async () => {
  app = await createTestApp({ now: clock.now }, { push: pushService });
  lead = await signInSandbox(app, 'admin');
  risk = await signInSandbox(app, 'risk');
});

/** A ladder asked by the lead and approved by risk (maker-checker). */
async function changeLadder(steps: readonly LadderStep[]) {
  const asked = await lead.call('POST', '/api/staff/approvals', { kind: 'collections.ladder', payload: { steps }, reason: 'The ladder the collections team agreed this month' });
  expect(asked.status, asked.body).toBe(200);
  const approved = await risk.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {});
  expect(approved.status, approved.body).toBe(200);
}

// The test files share the database on PostgreSQL: the ladder goes back to the defaults' steps.
afterAll(async () => {
  clock.set(Date.parse('2026-11-27T08:00:00Z'));
  lead = await signInSandbox(app, 'admin');
  risk = await signInSandbox(app, 'risk');
  await changeLadder(DEFAULT_LADDER);
});

const lateMessages = async (userId: number) => (await app.messages.of(userId)).map((m) => m.event).filter((e) => e.startsWith('bill.late') || e.startsWith('collections.'));

describe('the reminder ladder as settings (issue 46): per bucket and day past due, changed by maker-checker, read by the jobs', () => {
  it('the defaults are today\'s ladder: an SMS on days 1, 3 and 7 past due', async () => {
    const res = await risk.call('GET', '/api/staff/collections/ladder');
    expect(res.status, res.body).toBe(200);
    expect(res.json.data).toEqual({ steps: [{ bucket: '1-7', day: 1, channel: 'SMS' }, { bucket: '1-7', day: 3, channel: 'SMS' }, { bucket: '1-7', day: 7, channel: 'SMS' }], isDefault: true, approvalId: null, changedAt: null });
    expect((await (await signInSandbox(app, 'support')).call('GET', '/api/staff/collections/ladder')).status).toBe(403);
  });

  it('a ladder with a step outside its bucket, on an unknown bucket or twice on a day is refused with the step named', async () => {
    const ask = (steps: unknown[]) => lead.call('POST', '/api/staff/approvals', { kind: 'collections.ladder', payload: { steps }, reason: 'A ladder that cannot work' });
    const outside = await ask([{ bucket: '1-7', day: 9, channel: 'SMS' }]);
    expect([outside.status, outside.json.msg]).toEqual([400, 'steps.0.day: day 9 is not in bucket 1-7']);
    const unknown = await ask([{ bucket: '1-9', day: 9, channel: 'SMS' }]);
    expect(unknown.json.msg).toBe('steps.0.bucket: "1-9" is not a bucket (1-7, 8-30, 31-60, 61-90, 90+)');
    const twice = await ask([{ bucket: '8-30', day: 10, channel: 'SMS' }, { bucket: '8-30', day: 10, channel: 'SMS' }]);
    expect(twice.json.msg).toBe('steps.1.day: day 10 already has a step (one reminder a day at most)');
    const usd = await ask([{ bucket: '8-30', day: 10, channel: 'USSD' }]);
    expect(usd.status).toBe(400);
    expect(usd.json.msg).toContain('must be SMS or PUSH');
    // Days 1, 3 and 7 are lending's bill reminders (their own routing): a PUSH step needs another day.
    const billDay = await ask([{ bucket: '1-7', day: 3, channel: 'PUSH' }]);
    expect(billDay.json.msg).toBe("steps.0.channel: day 3 sends lending's bill reminder (SMS, and push where allowed); a PUSH step needs another day");
  });

  it('changed only when a second person approves; then the jobs follow it: day 3 dropped, day 10 sent once under the conduct rules', async () => {
    clock.set(Date.parse('2026-11-27T08:00:00Z'));
    const steps = [{ bucket: '1-7', day: 1, channel: 'SMS' }, { bucket: '1-7', day: 7, channel: 'SMS' }, { bucket: '8-30', day: 10, channel: 'SMS' }] as const;
    const asked = await lead.call('POST', '/api/staff/approvals', { kind: 'collections.ladder', payload: { steps }, reason: 'Day 10 reminder' });
    expect(asked.status, asked.body).toBe(200);
    expect((await lead.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {})).status).toBe(403);
    expect((await risk.call('GET', '/api/staff/collections/ladder')).json.data.isDefault).toBe(true);
    expect((await risk.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {})).status).toBe(200);
    const now = (await risk.call('GET', '/api/staff/collections/ladder')).json.data;
    expect(now).toMatchObject({ steps, isDefault: false, approvalId: asked.json.data.id });

    // Day 3 is no longer a step: lending's daily reminders leave bill.late.3 out.
    const three = await borrower(app);
    await age(app, (await borrow(app, three, 1000, 7)).orderId, 10);
    await app.messages.runJob();
    expect(await lateMessages(three.userId)).toEqual([]);

    // Day 10 (bucket 8-30): the approved "late reminder", once, as an automatic contact (no staff member).
    const ten = await borrower(app);
    const loan = await borrow(app, ten, 1000, 7);
    await age(app, loan.orderId, 17);
    await app.collections.run();
    const c = (await caseOf(loan.orderId))!;
    expect(c.daysPastDue).toBe(10);
    const contacts = await selectRows<{ staff_id: unknown; template: string; outcome: string | null; refused_rule: string | null }>(await testDb(), sql`select staff_id, template, outcome, refused_rule from collection_contacts where case_id = ${c.id}`);
    expect(contacts).toEqual([{ staff_id: null, template: 'late-reminder', outcome: 'SENT', refused_rule: null }]);
    expect((await lateMessages(ten.userId)).filter((e) => e.startsWith('collections.'))).toHaveLength(1);

    // Conduct rules hold for the ladder: an open complaint stops it, logged with the rule; nothing is sent.
    const complained = await borrower(app);
    const other = await borrow(app, complained, 1000, 7);
    await age(app, other.orderId, 16);
    expect((await complained.call('POST', '/api/complaints', { category: 'contact', text: 'Please stop texting me while you look at my payment.' })).status).toBe(200);
    await age(app, other.orderId, 1);
    await app.collections.run();
    const refused = await selectRows<{ refused_rule: string | null }>(await testDb(), sql`select refused_rule from collection_contacts where case_id = ${(await caseOf(other.orderId))!.id}`);
    expect(refused).toEqual([{ refused_rule: 'dispute-open' }]);
    expect((await lateMessages(complained.userId)).filter((e) => e.startsWith('collections.'))).toEqual([]);

    // Outside the contact hours (21:00 Lusaka) the ladder waits: nothing sent, nothing logged.
    clock.set(Date.parse('2026-11-27T19:00:00Z'));
    const night = await borrower(app);
    const late = await borrow(app, night, 1000, 7);
    await age(app, late.orderId, 17);
    await app.collections.run();
    const none = await selectRows<{ n: number }>(await testDb(), sql`select count(*)::int as n from collection_contacts where case_id = ${(await caseOf(late.orderId))!.id}`);
    expect(none[0]?.n).toBe(0);
  });

  it('the ladder counts against the borrower\'s caps: after an agent\'s three messages that day, its step is refused by the daily limit', async () => {
    // 07:00 Lusaka: the case reaches day 10, and the ladder waits for the contact hours.
    clock.set(Date.parse('2026-11-28T05:00:00Z'));
    const { caseId } = await lateCase(app, 10);
    // 08:30 Lusaka, the same day (signed in again: the desk's idle limit passed).
    clock.set(Date.parse('2026-11-28T06:30:00Z'));
    const agent = await signInSandbox(app, 'collections');
    expect((await (await signInSandbox(app, 'admin')).call('POST', `/api/staff/collections/cases/${caseId}/assign`, { agentId: agent.id })).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const sent = await agent.call('POST', `/api/staff/collections/cases/${caseId}/contacts`, { channel: 'SMS', template: 'late-reminder' });
      expect(sent.status, sent.body).toBe(200);
    }
    await app.collections.run();
    const rows = await selectRows<{ staff_id: unknown; refused_rule: string | null }>(await testDb(), sql`select staff_id, refused_rule from collection_contacts where case_id = ${caseId} order by id`);
    expect(rows.map((r) => [r.staff_id === null ? 'ladder' : 'agent', r.refused_rule])).toEqual([['agent', null], ['agent', null], ['agent', null], ['ladder', 'daily-cap']]);
  });

  it('a PUSH step: one push to the subscribed browser, logged as a PUSH contact that counts toward the caps; not after 20:00; SMS without a subscription', async () => {
    clock.set(Date.parse('2026-11-29T08:00:00Z')); // 10:00 Lusaka
    lead = await signInSandbox(app, 'admin');
    risk = await signInSandbox(app, 'risk');
    await changeLadder([{ bucket: '1-7', day: 1, channel: 'SMS' }, { bucket: '1-7', day: 7, channel: 'SMS' }, { bucket: '8-30', day: 10, channel: 'PUSH' }]);
    /** A borrower 10 days late (the ladder runs as the loan ages), with a browser that allowed notifications or not. */
    const lateOn10 = async (subscribed: boolean) => {
      const s = await borrower(app);
      const loan = await borrow(app, s, 1000, 7);
      const endpoint = `https://push.sandbox.invalid/ladder-${s.userId}`;
      if (subscribed) expect((await s.call('POST', '/api/messages/push/subscription', { endpoint, keys: { p256dh: 'BPushKeyOfTheBrowser', auth: 'authSecret' } })).status).toBe(200);
      await age(app, loan.orderId, 17);
      const c = (await caseOf(loan.orderId))!;
      const db = await testDb();
      const contacts = () => selectRows<{ channel: string; template: string; outcome: string | null; refused_rule: string | null }>(db, sql`select channel, template, outcome, refused_rule from collection_contacts where case_id = ${c.id} order by id`);
      await app.messages.runJob();
      return { s, endpoint, caseId: c.id, contacts, sent: async () => (await app.messages.of(s.userId)).filter((m) => m.event.startsWith('collections.')).map((m) => [m.channel, m.body, m.status]) };
    };
    const pushed = await lateOn10(true);
    expect(await pushed.contacts()).toEqual([{ channel: 'PUSH', template: 'late-reminder', outcome: 'SENT', refused_rule: null }]);
    const text = 'Pocket: your bill of K1,220.00 is 10 days late. Open your bill in the Pocket app to repay or to see your options.';
    expect(await pushed.sent()).toEqual([['push', text, 'SENT']]);
    expect(pushes.filter((p) => p.endpoint === pushed.endpoint)).toEqual([{ endpoint: pushed.endpoint, body: text.replace('Pocket: your', 'Your'), url: expect.stringMatching(/^\/billing-details\/\d+$/) }]);

    // The push counts toward the borrower's daily limit across channels: two agent SMS more, and the fourth is refused.
    const agent = await signInSandbox(app, 'collections');
    expect((await lead.call('POST', staffPathOf(collectionCalls.assign, { id: pushed.caseId }), { agentId: agent.id })).status).toBe(200);
    const sms = () => agent.call('POST', `/api/staff/collections/cases/${pushed.caseId}/contacts`, { channel: 'SMS', template: 'missed-call' });
    expect((await sms()).status).toBe(200);
    expect((await sms()).status).toBe(200);
    const fourth = await sms();
    expect([fourth.status, fourth.json.data?.rule]).toEqual([403, 'daily-cap']);

    // Without a subscription the step is the SMS step: the late reminder by SMS, logged as an SMS contact.
    const noPush = await lateOn10(false);
    expect(await noPush.contacts()).toEqual([{ channel: 'SMS', template: 'late-reminder', outcome: 'SENT', refused_rule: null }]);
    expect((await noPush.sent()).map(([channel, body]) => [channel, body])).toEqual([['sms', 'Pocket: your bill of K1,220.00 is 10 days late. Repay in the Pocket app, or open your bill to see your options. We are here to help.']]);

    // 20:01 Lusaka: outside the contact hours the step waits; nothing is pushed or logged.
    clock.set(Date.parse('2026-11-29T18:01:00Z'));
    const evening = await lateOn10(true);
    expect(await evening.contacts()).toEqual([]);
    expect(pushes.filter((p) => p.endpoint === evening.endpoint)).toEqual([]);
  });
});
