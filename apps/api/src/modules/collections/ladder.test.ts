import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_LADDER, type LadderStep, LADDER_TEXTS } from '@pocket/contracts/api/staff';
import { collectionCalls, staffPathOf } from '@pocket/contracts/staff';

import { createTestApp, testClock, testDb } from '../../../test/harness';
import { borrow, borrower } from '../../../test/lending-helpers';
import { signInSandbox, type StaffTestSession } from '../../../test/staff-sessions';
import type { App } from '../../app';
import { selectRows } from '../../db/rows';
import type { PushProvider } from '../../providers/push/provider';
import { missingText } from './ladder';
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
    const fax = await ask([{ bucket: '8-30', day: 10, channel: 'FAX' }]);
    expect(fax.status).toBe(400);
    expect(fax.json.msg).toContain('must be SMS, PUSH or USSD');
    // Days 1, 3 and 7 are lending's bill reminders (their own routing): a PUSH or USSD step needs another day.
    const billDay = await ask([{ bucket: '1-7', day: 3, channel: 'PUSH' }]);
    expect(billDay.json.msg).toBe("steps.0.channel: day 3 sends lending's bill reminder (SMS, and push where allowed); a PUSH step needs another day");
    const ussdBillDay = await ask([{ bucket: '1-7', day: 7, channel: 'USSD' }]);
    expect(ussdBillDay.json.msg).toBe("steps.0.channel: day 7 sends lending's bill reminder (SMS, and push where allowed); a USSD step needs another day");
  });

  it('each step names an approved catalogue text for its channel: an unknown id, free words or another channel\'s text is refused, naming it', async () => {
    const ask = (steps: unknown[]) => lead.call('POST', '/api/staff/approvals', { kind: 'collections.ladder', payload: { steps }, reason: 'A ladder with texts of its own' });
    const unknown = await ask([{ bucket: '8-30', day: 10, channel: 'SMS', text: 'sms.collections.pay-or-else' }]);
    expect([unknown.status, unknown.json.msg]).toEqual([400, 'steps.0.text: "sms.collections.pay-or-else" is not an approved text for an SMS step (sms.collections.late-reminder, sms.collections.hardship-offer)']);
    const words = await ask([{ bucket: '1-7', day: 5, channel: 'SMS' }, { bucket: '8-30', day: 12, channel: 'PUSH', text: 'Pay today or we call your employer' }]);
    expect(words.json.msg).toBe('steps.1.text: "Pay today or we call your employer" is not an approved text for a PUSH step (sms.collections.late-reminder.push, sms.collections.late-reminder, sms.collections.hardship-offer)');
    // A catalogue text that is not a ladder's (a receipt), and an SMS text on a USSD step (it would not give the code).
    const receipt = await ask([{ bucket: '8-30', day: 10, channel: 'SMS', text: 'sms.loan.disbursed' }]);
    expect(receipt.json.msg).toBe('steps.0.text: "sms.loan.disbursed" is not an approved text for an SMS step (sms.collections.late-reminder, sms.collections.hardship-offer)');
    const smsOnUssd = await ask([{ bucket: '8-30', day: 10, channel: 'USSD', text: 'sms.collections.late-reminder' }]);
    expect(smsOnUssd.json.msg).toBe('steps.0.text: "sms.collections.late-reminder" is not an approved text for a USSD step (sms.collections.late-reminder.ussd, sms.collections.promise-offer.ussd)');
    // Days 1, 3 and 7 send lending's bill reminders with their own texts.
    const billDay = await ask([{ bucket: '1-7', day: 3, channel: 'SMS', text: 'sms.collections.hardship-offer' }]);
    expect(billDay.json.msg).toBe("steps.0.text: day 3 sends lending's bill reminder with its own text; leave the text out");
    // Every approved text is in the catalogue; one that is not (a list out of step with it) is refused by name.
    const all = Object.entries(LADDER_TEXTS).flatMap(([channel, ids]) => ids.map((text, i) => ({ bucket: '8-30', day: 10 + i, channel: channel as LadderStep['channel'], text })));
    expect(missingText(all)).toBeNull();
    expect(missingText([{ bucket: '8-30', day: 10, channel: 'USSD' }], (id) => id !== 'sms.collections.late-reminder.ussd')).toBe('steps.0.text: "sms.collections.late-reminder.ussd" is not in the catalogue of texts');
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
    const c = (await caseOf(loan.orderId, 'OPEN', clock.now()))!;
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

  it('a step\'s own text: day 12 sends "a payment plan is possible" by SMS, logged with its template; the ladder in force names every step\'s text', async () => {
    clock.set(Date.parse('2026-11-30T08:00:00Z')); // 10:00 Lusaka
    lead = await signInSandbox(app, 'admin');
    risk = await signInSandbox(app, 'risk');
    await changeLadder([{ bucket: '1-7', day: 1, channel: 'SMS' }, { bucket: '8-30', day: 10, channel: 'PUSH' }, { bucket: '8-30', day: 12, channel: 'SMS', text: 'sms.collections.hardship-offer' }]);
    const ladder = (await risk.call('GET', '/api/staff/collections/ladder')).json.data;
    expect(ladder.steps).toEqual([
      { bucket: '1-7', day: 1, channel: 'SMS' },
      { bucket: '8-30', day: 10, channel: 'PUSH', text: 'sms.collections.late-reminder.push' },
      { bucket: '8-30', day: 12, channel: 'SMS', text: 'sms.collections.hardship-offer' },
    ]);
    const s = await borrower(app);
    const loan = await borrow(app, s, 1000, 7);
    await age(app, loan.orderId, 17);
    // The next day (one automatic contact a case a day), two days later on the loan's clock: day 12.
    clock.set(Date.parse('2026-12-01T08:00:00Z'));
    await age(app, loan.orderId, 1);
    await app.messages.runJob();
    const c = (await caseOf(loan.orderId, 'OPEN', clock.now()))!;
    expect(c.daysPastDue).toBe(12);
    const contacts = await selectRows<{ channel: string; template: string; outcome: string | null }>(await testDb(), sql`select channel, template, outcome from collection_contacts where case_id = ${c.id} order by id`);
    // Day 10 (the push step, by SMS: no subscription) and day 12 with its own text.
    expect(contacts).toEqual([{ channel: 'SMS', template: 'late-reminder', outcome: 'SENT' }, { channel: 'SMS', template: 'hardship-offer', outcome: 'SENT' }]);
    const sent = (await app.messages.of(s.userId)).filter((m) => m.event.startsWith('collections.')).map((m) => m.body);
    expect(sent).toContain('Pocket: if you cannot pay your bill now, you can ask for a payment plan in the Pocket app: open your bill and tap "I can\'t pay".');
  });

  it('a USSD step: Africa\'s Talking starts no USSD session, so an SMS alone gives the USSD code; logged as a USSD contact under the same rules and caps, in the borrower\'s language', async () => {
    clock.set(Date.parse('2026-12-01T08:00:00Z')); // 10:00 Lusaka
    lead = await signInSandbox(app, 'admin');
    risk = await signInSandbox(app, 'risk');
    await changeLadder([{ bucket: '1-7', day: 1, channel: 'SMS' }, { bucket: '8-30', day: 10, channel: 'USSD' }, { bucket: '8-30', day: 14, channel: 'USSD', text: 'sms.collections.promise-offer.ussd' }]);
    /** A borrower 10 days late, with a browser that allowed notifications (a USSD step still goes by SMS alone). */
    const lateOn10 = async (language?: 'bem' | 'ny') => {
      const s = await borrower(app);
      if (language) await app.users.setLanguage(app.db, s.userId, language);
      const loan = await borrow(app, s, 1000, 7);
      const endpoint = `https://push.sandbox.invalid/ussd-${s.userId}`;
      expect((await s.call('POST', '/api/messages/push/subscription', { endpoint, keys: { p256dh: 'BPushKeyOfTheBrowser', auth: 'authSecret' } })).status).toBe(200);
      await age(app, loan.orderId, 17);
      const c = (await caseOf(loan.orderId))!;
      const db = await testDb();
      const contacts = () => selectRows<{ channel: string; template: string; outcome: string | null; refused_rule: string | null }>(db, sql`select channel, template, outcome, refused_rule from collection_contacts where case_id = ${c.id} order by id`);
      await app.messages.runJob();
      return { s, loan, endpoint, caseId: c.id, contacts, sent: async () => (await app.messages.of(s.userId)).filter((m) => m.event.startsWith('collections.')).map((m) => [m.channel, m.body, m.status]) };
    };
    const one = await lateOn10();
    expect(await one.contacts()).toEqual([{ channel: 'USSD', template: 'late-reminder.ussd', outcome: 'SENT', refused_rule: null }]);
    expect(await one.sent()).toEqual([['sms', 'Pocket: your bill of K1,220.00 is 10 days late. No data needed: dial *384*123# and choose 2 to repay or 6 to promise to pay.', 'SENT']]);
    expect(pushes.filter((p) => p.endpoint === one.endpoint)).toEqual([]);

    // It counts toward the daily limit across channels: two agent SMS more, and the fourth contact is refused.
    const agent = await signInSandbox(app, 'collections');
    expect((await lead.call('POST', staffPathOf(collectionCalls.assign, { id: one.caseId }), { agentId: agent.id })).status).toBe(200);
    const sms = () => agent.call('POST', `/api/staff/collections/cases/${one.caseId}/contacts`, { channel: 'SMS', template: 'missed-call' });
    expect((await sms()).status).toBe(200);
    expect((await sms()).status).toBe(200);
    expect((await sms()).json.data?.rule).toBe('daily-cap');
    // The case page lists it with its channel.
    const page = await agent.call('GET', `/api/staff/collections/cases/${one.caseId}`);
    expect(page.json.data.contacts.map((x: { channel: string; template: string | null }) => [x.channel, x.template])).toContainEqual(['USSD', 'late-reminder.ussd']);

    // Bemba and Nyanja: the borrower's language, the same code.
    const bem = await lateOn10('bem');
    expect((await bem.sent()).map(([, body]) => body)).toEqual(['Pocket: bilu yenu iya K1,220.00 yacelwa inshiku 10. Tamufwile data: imeni *384*123#, saleni 2 mulipile nangu 6 mulaye ukulipila.']);
    const ny = await lateOn10('ny');
    expect((await ny.sent()).map(([, body]) => body)).toEqual(['Pocket: bilu yanu ya K1,220.00 yachedwa masiku 10. Simufuna data: imbani *384*123#, sankhani 2 kuti mulipire kapena 6 kuti mulonjeze kulipira.']);

    // Four days on (day 14), the step's own USSD text.
    clock.set(Date.parse('2026-12-05T08:00:00Z'));
    await app.collections.run();
    await app.messages.runJob();
    expect((await bem.contacts()).map((x) => [x.channel, x.template, x.outcome])).toEqual([['USSD', 'late-reminder.ussd', 'SENT'], ['USSD', 'promise-offer.ussd', 'SENT']]);
    expect((await bem.sent()).map(([, body]) => body)).toContain('Pocket: tamwingalipila K1,220.00 lelo? Imeni *384*123#, saleni 6 mulaye ubushiku mu nshiku 14. Ukucinkulula kwaleka mpaka ilyo.');

    // Refused like any contact, and logged with its rule: an open complaint.
    const complained = await borrower(app);
    const other = await borrow(app, complained, 1000, 7);
    await age(app, other.orderId, 16);
    expect((await complained.call('POST', '/api/complaints', { category: 'contact', text: 'Please stop texting me while you look at my payment.' })).status).toBe(200);
    await age(app, other.orderId, 1);
    const refused = await selectRows<{ channel: string; refused_rule: string | null; refused_text: string | null }>(await testDb(), sql`select channel, refused_rule, refused_text from collection_contacts where case_id = ${(await caseOf(other.orderId))!.id}`);
    expect(refused).toEqual([{ channel: 'USSD', refused_rule: 'dispute-open', refused_text: 'Refused by the rule "Open dispute or complaint": all contact stops while the borrower has a dispute or a complaint open.' }]);
    expect((await app.messages.of(complained.userId)).filter((m) => m.event.startsWith('collections.'))).toEqual([]);

    // 20:01 Lusaka: outside the contact hours nothing is sent or logged.
    clock.set(Date.parse('2026-12-05T18:01:00Z'));
    const evening = await lateOn10();
    expect(await evening.contacts()).toEqual([]);
    expect(await evening.sent()).toEqual([]);
  });
});
