import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { addDays } from '@pocket/contracts/lusaka-date';

import { createTestApp, testClock, testDb } from '../../../test/harness';
import type { App } from '../../app';
import { selectRows } from '../../db/rows';
import { auditRows } from '../staff-audit/test-support';
import { lateCase, repay } from './test-support';

// 10:00 Lusaka.
const clock = testClock(Date.parse('2026-11-27T08:00:00Z'));
let app: App;
beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
});

const RULES = {
  hours: 'Refused by the rule "Contact hours": contact a borrower only between 08:00 and 20:00 Lusaka time.',
  daily: 'Refused by the rule "Daily limit": at most 3 contacts a day per borrower, across all channels and agents.',
  weekly: 'Refused by the rule "Weekly limit": at most 10 contacts in 7 days per borrower, across all channels and agents.',
  templates: 'Refused by the rule "Approved templates only": a message to a borrower must be one of the approved templates; free text is never sent.',
  borrower: 'Refused by the rule "The borrower only": never contact an emergency contact, an employer or anyone but the borrower about the debt.',
  dispute: 'Refused by the rule "Open dispute or complaint": all contact stops while the borrower has a dispute or a complaint open.',
  closed: 'Refused by the rule "Debt paid or written off": all contact stops once the debt is paid or written off.',
  stopCalls: 'Refused by the rule "Asked not to be called": the borrower asked not to be called; send an approved message instead.',
};
const CALL = { channel: 'CALL' };
const SMS = { channel: 'SMS', template: 'late-reminder' };

async function allowedContacts(userId: number) {
  const [row] = await selectRows<{ n: number | string }>(await testDb(), sql`select count(*) as n from collection_contacts where user_id = ${userId} and refused_rule is null`);
  return Number(row!.n);
}

describe('conduct rules enforced by the server for every contact (issue 46, decision 0058)', () => {
  it('a call reveals the phone and takes an outcome, an SMS sends its template; the fourth contact of the day is refused and logged with its rule', async () => {
    clock.set(Date.parse('2026-11-27T08:00:00Z'));
    const { s, caseId, agent } = await lateCase(app, 35);
    const call = await agent.call('POST', `/api/staff/collections/cases/${caseId}/contacts`, CALL);
    expect(call.status, call.body).toBe(200);
    expect(call.json.data.phone).toBe(`+260${s.mobile.slice(-9)}`);
    expect((await agent.call('POST', `/api/staff/collections/contacts/${call.json.data.contact.id}/outcome`, { outcome: 'NO_ANSWER' })).json.data.outcome).toBe('NO_ANSWER');
    expect((await agent.call('POST', `/api/staff/collections/contacts/${call.json.data.contact.id}/outcome`, { outcome: 'PAID' })).json.msg).toBe('This call already has an outcome');
    expect((await agent.call('POST', `/api/staff/collections/cases/${caseId}/contacts`, { channel: 'SMS', template: 'missed-call' })).status).toBe(200);
    expect((await agent.call('POST', `/api/staff/collections/cases/${caseId}/contacts`, SMS)).status).toBe(200);
    const sms = (await app.messages.of(s.userId)).filter((m) => m.event.startsWith('collections.')).map((m) => m.body);
    expect(sms).toEqual(expect.arrayContaining([
      'Pocket: we tried to call you about your bill. Open the Pocket app to repay or to see your options, including a payment plan.',
      expect.stringMatching(/^Pocket: your bill of K[\d,.]+ is 35 days late\. Repay in the Pocket app, or open your bill to see your options\. We are here to help\.$/),
    ]));

    const fourth = await agent.call('POST', `/api/staff/collections/cases/${caseId}/contacts`, CALL);
    expect([fourth.status, fourth.json.msg, fourth.json.data?.rule]).toEqual([403, RULES.daily, 'daily-cap']);
    const page = (await agent.call('GET', `/api/staff/collections/cases/${caseId}`)).json.data;
    expect(page.contacts[0]).toMatchObject({ channel: 'CALL', refusedRule: 'daily-cap', refusedText: RULES.daily, by: agent.email });
    expect([page.contactsLeftToday, page.blockedBy]).toEqual([0, RULES.daily]);
    expect(await allowedContacts(s.userId)).toBe(3);
    const audit = await auditRows<{ action: string }>(await testDb(), { entity: 'collection_case', entityId: String(caseId) }, ['action']);
    expect(audit.map((a) => a.action)).toEqual(['collections.assign', 'collections.contact', 'collections.contact.outcome', 'collections.contact', 'collections.contact', 'collections.contact.refused']);
  });

  it('20:01 Lusaka is refused, 19:59 allowed', async () => {
    clock.set(Date.parse('2026-11-27T17:50:00Z')); // 19:50 Lusaka
    const { caseId, agent } = await lateCase(app, 35);
    clock.set(Date.parse('2026-11-27T17:59:00Z'));
    expect((await agent.call('POST', `/api/staff/collections/cases/${caseId}/contacts`, SMS)).status).toBe(200);
    clock.set(Date.parse('2026-11-27T18:01:00Z'));
    const late = await agent.call('POST', `/api/staff/collections/cases/${caseId}/contacts`, SMS);
    expect([late.status, late.json.msg]).toEqual([403, RULES.hours]);
  });

  it('free text, a message without a template, an emergency contact or employer are refused whatever the channel', async () => {
    clock.set(Date.parse('2026-11-27T08:00:00Z'));
    const { s, caseId, agent } = await lateCase(app, 35);
    const tries = [
      [{ ...SMS, message: 'Pay today or else' }, RULES.templates],
      [{ channel: 'SMS' }, RULES.templates],
      [{ ...CALL, message: 'Script: tell them we will visit' }, RULES.templates],
      [{ ...CALL, to: 'EMERGENCY_CONTACT' }, RULES.borrower],
      [{ ...SMS, to: 'EMPLOYER' }, RULES.borrower],
      [{ ...CALL, to: 'OTHER' }, RULES.borrower],
    ] as const;
    for (const [body, rule] of tries) {
      const res = await agent.call('POST', `/api/staff/collections/cases/${caseId}/contacts`, body);
      expect([res.status, res.json.msg], JSON.stringify(body)).toEqual([403, rule]);
    }
    expect(await allowedContacts(s.userId)).toBe(0);
    expect((await app.messages.of(s.userId)).filter((m) => m.event.startsWith('collections.'))).toEqual([]);
  });

  it('all contact stops during an open complaint and a dispute (until resolved), calls stop when asked, and after settlement', async () => {
    clock.set(Date.parse('2026-11-27T08:00:00Z'));
    const a = await lateCase(app, 35);
    const filed = await a.s.call('POST', '/api/complaints', { category: 'contact', text: 'An agent called me three times today about my loan.' });
    expect(filed.status, filed.body).toBe(200);
    expect((await a.agent.call('POST', `/api/staff/collections/cases/${a.caseId}/contacts`, SMS)).json.msg).toBe(RULES.dispute);

    const b = await lateCase(app, 35);
    const call = await b.agent.call('POST', `/api/staff/collections/cases/${b.caseId}/contacts`, CALL);
    await b.agent.call('POST', `/api/staff/collections/contacts/${call.json.data.contact.id}/outcome`, { outcome: 'DISPUTE' });
    expect((await b.agent.call('POST', `/api/staff/collections/cases/${b.caseId}/contacts`, SMS)).json.msg).toBe(RULES.dispute);
    expect((await b.agent.call('POST', `/api/staff/collections/cases/${b.caseId}/dispute-resolved`, { note: 'Showed the borrower the payment history; they agree.' })).status).toBe(200);
    expect((await b.agent.call('POST', `/api/staff/collections/cases/${b.caseId}/contacts`, SMS)).status).toBe(200);

    const c = await lateCase(app, 35);
    const first = await c.agent.call('POST', `/api/staff/collections/cases/${c.caseId}/contacts`, CALL);
    await c.agent.call('POST', `/api/staff/collections/contacts/${first.json.data.contact.id}/outcome`, { outcome: 'STOP_CALLS' });
    expect((await c.agent.call('POST', `/api/staff/collections/cases/${c.caseId}/contacts`, CALL)).json.msg).toBe(RULES.stopCalls);
    expect((await c.agent.call('POST', `/api/staff/collections/cases/${c.caseId}/contacts`, { channel: 'SMS', template: 'hardship-offer' })).status).toBe(200);

    await repay(app, c.s, c.orderId, c.planId);
    const after = await c.agent.call('POST', `/api/staff/collections/cases/${c.caseId}/contacts`, { channel: 'SMS', template: 'missed-call' });
    expect([after.status, after.json.msg]).toEqual([403, RULES.closed]);
  });

  it('the eleventh contact in 7 days is refused, across agents and channels', async () => {
    clock.set(Date.parse('2026-11-27T08:00:00Z'));
    const { s, caseId, agent } = await lateCase(app, 35);
    const db = await testDb();
    // Three allowed contacts on each of the three days before (by other agents, both channels).
    for (const back of [1, 2, 3]) {
      for (const channel of ['CALL', 'SMS', 'CALL']) {
        await db.execute(sql`insert into collection_contacts (case_id, user_id, staff_id, staff_email, channel, template, outcome, day, at)
          values (${caseId}, ${s.userId}, null, 'earlier@pocket.test', ${channel}, null, 'NO_ANSWER', ${addDays('2026-11-27', -back)}, now())`);
      }
    }
    expect((await agent.call('POST', `/api/staff/collections/cases/${caseId}/contacts`, SMS)).status).toBe(200);
    const eleventh = await agent.call('POST', `/api/staff/collections/cases/${caseId}/contacts`, SMS);
    expect([eleventh.status, eleventh.json.msg]).toEqual([403, RULES.weekly]);
  });

  it('20 contacts at once for one borrower: exactly 3 go, 17 are refused by the daily limit', async () => {
    clock.set(Date.parse('2026-11-27T08:00:00Z'));
    const { s, caseId, agent } = await lateCase(app, 35);
    const all = await Promise.all(Array.from({ length: 20 }, (_, i) => agent.call('POST', `/api/staff/collections/cases/${caseId}/contacts`, i % 2 ? CALL : SMS)));
    expect(all.filter((r) => r.status === 200)).toHaveLength(3);
    expect(all.filter((r) => r.status === 403 && r.json.msg === RULES.daily)).toHaveLength(17);
    expect(await allowedContacts(s.userId)).toBe(3);
  });
});
