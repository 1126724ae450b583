import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { catalogues } from '@pocket/web-texts/catalogues';
import { inContext } from '@pocket/web-texts/context';
import { webTextKey } from '@pocket/web-texts/key';

import { call, createTestApp } from '../../../test/harness';
import { borrower } from '../../../test/lending-helpers';
import { signInSandbox } from '../../../test/staff-sessions';
import type { StaffTestSession } from '../../../test/staff-sessions';
import type { App } from '../../app';
import { texts } from '../../i18n';
import { auditRows } from '../staff-audit/test-support';
import { TEXT_MESSAGES } from './check';

// The borrower texts desk (issue 48): marketing asks for a correction, an admin approves, the next SMS says it.
vi.setConfig({ testTimeout: 120_000 });

let app: App;
let marketing: StaffTestSession;
let admin: StaffTestSession;

beforeAll(async () => {
  app = await createTestApp();
  marketing = await signInSandbox(app, 'marketing');
  admin = await signInSandbox(app, 'admin');
});

const ask = (payload: Record<string, unknown>) => marketing.call('POST', '/api/staff/approvals', { kind: 'text.correct', payload, reason: 'a speaker corrected it' });

describe('the borrower texts desk (issue 48)', () => {
  it('pages a language\'s texts by `limit` from the cursor each answer gives, finds texts by their words, and refuses a cursor it did not give', async () => {
    type Listed = { items: Array<{ id: string; english: string; text: string | null }>; found: number; nextCursor: string | null };
    const listed = async (query: string) => {
      const res = await marketing.call('GET', `/api/staff/texts?language=bem&${query}`);
      expect(res.status, res.body).toBe(200);
      return res.json.data as Listed;
    };
    const whole = await listed('show=all');
    expect(whole.nextCursor).toBeNull();
    expect(whole.found).toBe(whole.items.length);
    expect(whole.found).toBeGreaterThan(500);
    // Every page of 100, in order, with nothing left out or twice.
    const pages: string[] = [];
    for (let cursor: string | null = ''; cursor !== null; ) {
      const page: Listed = await listed(`limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(100);
      expect(page.found).toBe(whole.found);
      pages.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    }
    expect(pages).toEqual(whole.items.map((i) => i.id));
    // Found by its id, its English or its Bemba words, case ignored, with the other filters.
    expect((await listed('find=SMS.LOAN.DISBURSED')).items.map((i) => i.id)).toEqual(['sms.loan.disbursed']);
    const bemba = whole.items.find((i) => i.id === 'sms.loan.disbursed')!.text!;
    const word = bemba.split(/\s+/).find((w) => w.length > 6 && !w.includes('{'))!;
    const byWord = await listed(`find=${encodeURIComponent(word)}`);
    expect(byWord.items.map((i) => i.id)).toContain('sms.loan.disbursed');
    expect(byWord.items.every((i) => `${i.id} ${i.english} ${i.text ?? ''}`.toLowerCase().includes(word.toLowerCase()) || i.id.startsWith('web.'))).toBe(true);
    expect((await listed('surface=ussd&find=disbursed')).found).toBe(0);
    expect((await listed('find=no+text+says+this')).items).toEqual([]);
    const refused = await marketing.call('GET', '/api/staff/texts?language=bem&limit=50&cursor=abc');
    expect(refused.status).toBe(400);
    expect(refused.json.msg).toBe('cursor: not a page of this list (use the nextCursor of its last answer)');
    expect((await marketing.call('GET', '/api/staff/texts?language=bem&limit=500')).json.msg).toContain('must be from 1 to 100');
  });

  it('lists a language\'s texts with where each is used, its limit and review state; missing and draft counted', async () => {
    const list = await marketing.call('GET', '/api/staff/texts?language=ny&show=draft');
    expect(list.status, list.body).toBe(200);
    expect(list.json.data.language).toBe('ny');
    expect(list.json.data.missing).toBe(0);
    expect(list.json.data.draft).toBeGreaterThan(60);
    const item = list.json.data.items.find((i: { id: string }) => i.id === 'sms.kyc.approved');
    expect(item).toEqual({
      id: 'sms.kyc.approved', surface: 'sms', usedIn: 'SMS and push notification', limit: 'one 160-character GSM-7 SMS with the longest values', placeholders: [],
      english: 'Pocket: your information is approved. You can now apply for a loan in the Pocket app.', text: expect.stringContaining('Pocket: ') as unknown, review: 'draft', corrected: false,
    });
    expect((await marketing.call('GET', '/api/staff/texts?language=fr')).json.msg).toContain('language must be one of en, bem, ny');
  });

  it('refuses a correction with other placeholders, bad syntax, too long for its SMS or USSD screen, or an unknown text', async () => {
    expect((await ask({ id: 'sms.loan.disbursed', language: 'ny', text: 'Pocket: ngongole ya {amount} yatumizidwa.', review: 'draft' })).json.msg).toBe(
      TEXT_MESSAGES.placeholders(['amount', 'dueDate', 'totalDue'], ['amount']),
    );
    expect((await ask({ id: 'sms.kyc.approved', language: 'ny', text: 'Pocket: {oops', review: 'draft' })).json.msg).toMatch(/^payload\.text is not valid ICU MessageFormat: /);
    expect((await ask({ id: 'sms.kyc.approved', language: 'bem', text: `Pocket: ${'a'.repeat(160)}`, review: 'draft' })).json.msg).toBe(TEXT_MESSAGES.smsTooLong(168, 1));
    expect((await ask({ id: 'ussd.noBill', language: 'bem', text: 'b'.repeat(180), review: 'draft' })).json.msg).toBe(TEXT_MESSAGES.ussdTooLong(184, 182));
    expect((await ask({ id: 'sms.nothing', language: 'bem', text: 'x', review: 'draft' })).json.msg).toBe(TEXT_MESSAGES.unknown('sms.nothing'));
    // Only marketing asks.
    expect((await admin.call('POST', '/api/staff/approvals', { kind: 'text.correct', payload: { id: 'sms.kyc.approved', language: 'ny', text: 'Pocket: zikomo.', review: 'draft' }, reason: 'x y z' })).status).toBe(403);
  });

  it('lists the SMS codes and the USSD promise screens, and holds their corrections to one SMS and one screen', async () => {
    const all = (await marketing.call('GET', '/api/staff/texts?language=bem&show=all')).json.data.items as Array<{ id: string; usedIn: string }>;
    expect(all.find((i) => i.id === 'sms.code.login')).toMatchObject({
      surface: 'sms', usedIn: 'SMS with a code (login, quick repayment, closing the account)', placeholders: ['code'],
      english: 'Your Pocket login code is {code}. It is valid for 5 minutes. Never share it with anyone.', review: 'draft',
    });
    expect(all.find((i) => i.id === 'ussd.promise.choose')).toMatchObject({ surface: 'ussd', usedIn: 'USSD screen', placeholders: ['amount', 'in14', 'in3', 'in7'], review: 'draft' });
    expect(all.map((i) => i.id)).toEqual(expect.arrayContaining(['sms.code.repay', 'sms.code.close', 'ussd.promise.noLate', 'ussd.promise.already', 'ussd.promise.thanks', 'error.promiseOneOpen']));
    // A code's SMS with the longest code, and a promise screen with the longest amount and date, are checked.
    expect((await ask({ id: 'sms.code.close', language: 'bem', text: `${'a'.repeat(160)} {code}`, review: 'draft' })).json.msg).toBe(TEXT_MESSAGES.smsTooLong(165, 1));
    expect((await ask({ id: 'ussd.promise.thanks', language: 'ny', text: `${'b'.repeat(160)} {amount} {payBy}`, review: 'draft' })).json.msg).toBe(TEXT_MESSAGES.ussdTooLong(183, 182));
  });

  it('lists the login link\'s texts with their two-segment limit, and holds their corrections to it with the longest link', async () => {
    const all = (await marketing.call('GET', '/api/staff/texts?language=bem&surface=sms')).json.data.items as Array<{ id: string; limit: string }>;
    const limit = 'two 153-character GSM-7 SMS segments (306 characters) with the longest values';
    expect(all.find((i) => i.id === 'sms.link.added')).toMatchObject({ limit, placeholders: ['link'], review: 'draft' });
    expect(all.find((i) => i.id === 'sms.link.only')).toMatchObject({ limit, placeholders: ['link'], english: expect.stringContaining('so this SMS carries no code') as unknown });
    expect(all.find((i) => i.id === 'sms.code.login')).toMatchObject({ limit: 'one 160-character GSM-7 SMS with the longest values' });
    // The link only: its words and the 79-character link; over 306 refused, naming the limit.
    const refused = await ask({ id: 'sms.link.only', language: 'bem', text: `${'a'.repeat(227)} {link}.`, review: 'draft' });
    expect(refused.status).toBe(400);
    expect(refused.json.msg).toBe(TEXT_MESSAGES.smsTooLong(308, 2));
    expect(refused.json.msg).toBe('payload.text is too long for two 153-character GSM-7 SMS segments (306 characters) with the longest values: 308 of 306 GSM-7 characters');
    // Within two segments (more than one SMS's 160) is accepted.
    expect((await ask({ id: 'sms.link.only', language: 'bem', text: `${'a'.repeat(120)} {link}.`, review: 'draft' })).status).toBe(200);
    // Added to the login code's SMS (Bemba's 97 characters with the code and a space): over 306 refused.
    const added = await ask({ id: 'sms.link.added', language: 'bem', text: `${'a'.repeat(131)} {link}.`, review: 'draft' });
    expect(added.json.msg).toBe(TEXT_MESSAGES.smsTooLong(309, 2));
    // A character outside GSM-7 would make it UCS-2 (67 a segment): refused.
    expect((await ask({ id: 'sms.link.added', language: 'ny', text: 'Lowani: {link} \u2014 mphindi 5.', review: 'draft' })).json.msg).toBe(TEXT_MESSAGES.notGsm7);
  });

  it('marketing corrects a Nyanja SMS, an admin approves it, and the next SMS says it, marked reviewed', async () => {
    const s = await borrower(app);
    await app.users.setLanguage(app.db, s.userId, 'ny');
    // Words of this run (the PostgreSQL test database keeps corrections across runs; no other test reads this text).
    const run = Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6);
    const words = `Pocket: tayankha dandaulo lanu (${run}). Werengani yankho mu Pocket app pa Me > Help.`;
    const before = texts.format('sms.complaint.answered', 'ny');
    const asked = await ask({ id: 'sms.complaint.answered', language: 'ny', text: words, review: 'reviewed' });
    expect(asked.status, asked.body).toBe(200);
    // Not said before the approval.
    expect(texts.format('sms.complaint.answered', 'ny')).toBe(before);
    const approved = await admin.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {});
    expect(approved.status, approved.body).toBe(200);
    await app.messages.notify(app.db, { event: 'complaint.answered', userId: s.userId, complaintId: 8_800_000 + s.userId });
    expect((await app.messages.of(s.userId)).map((m) => m.body)).toEqual([words]);
    const list = await marketing.call('GET', '/api/staff/texts?language=ny');
    const item = list.json.data.items.find((i: { id: string }) => i.id === 'sms.complaint.answered');
    expect(item).toMatchObject({ text: words, review: 'reviewed', corrected: true });
    expect((await marketing.call('GET', '/api/staff/texts?language=ny&show=draft')).json.data.items.map((i: { id: string }) => i.id)).not.toContain('sms.complaint.answered');
  });

  describe("the web app's texts (the `web` surface, read from @pocket/web-texts)", () => {
    const taken: Array<() => void> = [];
    afterEach(() => taken.splice(0).forEach((putBack) => putBack()));
    /** Takes a text out of a language's web catalogue for one test, as a text not yet translated. */
    const withoutWebText = (language: 'bem' | 'ny', english: string) => {
      const words = catalogues[language][english]!;
      delete catalogues[language][english];
      taken.push(() => (catalogues[language][english] = words));
    };
    type Item = { id: string; surface: string; english: string; context?: string; usedIn: string; text: string | null };
    const list = async (query: string) => (await marketing.call('GET', `/api/staff/texts?${query}`)).json.data as { items: Item[]; missing: number; draft: number };

    it('lists each with where the app says it, its Bemba or Nyanja words and review state, and counts them', async () => {
      const bem = await list('language=bem&surface=web');
      expect(bem.items.length).toBeGreaterThan(100);
      expect(new Set(bem.items.map((i) => i.surface))).toEqual(new Set(['web']));
      expect(bem.items.find((i) => i.id === `web.${webTextKey('Log In')}`)).toEqual({
        id: `web.${webTextKey('Log In')}`, surface: 'web', usedIn: expect.stringContaining('packages/auth-login/src/ui/login-panel.tsx') as unknown, limit: null, placeholders: [],
        english: 'Log In', text: catalogues.bem['Log In'], review: 'draft', corrected: false,
      });
      expect(bem.items.find((i) => i.id === `web.${webTextKey('minimum: {amount}')}`)).toMatchObject({ placeholders: ['amount'], text: catalogues.bem['minimum: {amount}'] });
      // The counts are over every surface: the web app's drafts are in them.
      const all = await list('language=bem');
      const server = await list('language=bem&surface=sms');
      expect(all.items.length).toBe(bem.items.length + server.items.length + (await list('language=bem&surface=ussd')).items.length + (await list('language=bem&surface=error')).items.length);
      expect(all.draft).toBeGreaterThanOrEqual(bem.items.length);
      expect((await list('language=en&surface=web')).items.find((i) => i.id === `web.${webTextKey('Log In')}`)).toMatchObject({ text: 'Log In', review: 'reviewed' });
    });

    it("lists a text in a context with its context beside its English: the USSD PIN row's `Set` apart from /set's title", async () => {
      const pinRow = inContext('USSD PIN button', 'Set');
      const sets = (await list('language=ny&surface=web')).items.filter((i) => i.english === 'Set');
      expect(sets).toEqual([
        expect.objectContaining({ id: `web.${webTextKey('Set')}`, text: catalogues.ny.Set, review: 'draft' }),
        expect.objectContaining({ id: `web.${webTextKey(pinRow)}`, context: 'USSD PIN button', text: catalogues.ny[pinRow], review: 'draft' }),
      ]);
      expect(sets[0]).not.toHaveProperty('context');
      expect(sets.map((i) => i.text)).toEqual(['Zokonza', 'Ikani']);
      expect(sets[1]!.usedIn).toBe('the web app: packages/account/src/ui/ussd-pin-row.tsx');
    });

    it("serves a correction of a text in a context under its context, as the app's t says it", async () => {
      const pinRow = inContext('USSD PIN button', 'Set');
      const id = `web.${webTextKey(pinRow)}`;
      // Words of this run (the PostgreSQL test database keeps corrections across runs; no other test reads this text).
      const words = `Ikani (${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6)})`;
      const asked = await ask({ id, language: 'ny', text: words, review: 'draft' });
      expect(asked.status, asked.body).toBe(200);
      expect((await admin.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {})).status).toBe(200);
      const served = (await call(app, 'GET', '/api/texts/web?lang=ny')).json.data.texts as Record<string, string>;
      expect(served[pinRow]).toBe(words);
      expect(served.Set).toBeUndefined();
      expect((await list('language=ny&surface=web')).items.find((i) => i.id === id)).toMatchObject({ english: 'Set', context: 'USSD PIN button', text: words, corrected: true });
    });

    it('lists a web text missing in a language as missing (the app says English) and counts it', async () => {
      const before = await list('language=ny');
      expect(before.missing).toBe(0);
      withoutWebText('ny', 'Repay');
      const missing = await list('language=ny&show=missing');
      expect(missing.missing).toBe(1);
      expect(missing.items).toEqual([expect.objectContaining({ id: `web.${webTextKey('Repay')}`, surface: 'web', english: 'Repay', text: null, review: null })]);
      expect((await list('language=ny')).draft).toBe(before.draft - 1);
      // Bemba keeps it.
      expect((await list('language=bem&show=missing')).items).toEqual([]);
    });

    it('marketing corrects a Bemba web text, an admin approves it (audited), and the app\'s public read serves it, cacheable', async () => {
      const english = 'Due {date}';
      const id = `web.${webTextKey(english)}`;
      // Words of this run (the PostgreSQL test database keeps corrections across runs; no other test reads this text).
      const run = Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6);
      const words = `Ilyakulipilapo {date} (${run})`;
      const read = (lang: string, headers: Record<string, string> = {}) => call(app, 'GET', `/api/texts/web?lang=${lang}`, undefined, headers);
      const before = await read('bem');
      expect(before.status, before.body).toBe(200);
      expect(before.json.data.language).toBe('bem');
      expect(before.json.data.texts[english]).not.toBe(words);
      const asked = await ask({ id, language: 'bem', text: words, review: 'reviewed' });
      expect(asked.status, asked.body).toBe(200);
      // Not served before the approval.
      expect((await read('bem')).json.data.texts[english]).toBe(before.json.data.texts[english]);
      const approved = await admin.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {});
      expect(approved.status, approved.body).toBe(200);
      // Served at once by this process (the memory reloaded on approval), in Bemba only, English text -> words.
      const after = await read('bem');
      expect(after.status, after.body).toBe(200);
      expect(after.json.data.texts[english]).toBe(words);
      expect((await read('ny')).json.data.texts[english]).toBeUndefined();
      // Cacheable: public for a minute, with an ETag that changed with the correction; the same ETag again answers 304.
      expect(after.headers['cache-control']).toBe('public, max-age=60');
      expect(after.headers.etag).toMatch(/^"[\w-]{22}"$/);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const unchanged = await read('bem', { 'if-none-match': String(after.headers.etag) });
      expect(unchanged.status).toBe(304);
      expect(unchanged.body).toBe('');
      expect((await read('bem', { 'if-none-match': String(before.headers.etag) })).status).toBe(200);
      // The desk's list shows it corrected and reviewed.
      expect((await list('language=bem&surface=web')).items.find((i) => i.id === id)).toMatchObject({ text: words, review: 'reviewed', corrected: true });
      // Audited as every correction: the request, then the decision with the words before (those shipped with the app,
      // or an earlier run's correction) and after.
      type Effect = { effect: { entity: string; entityId: string; state: { text: string; review: string } | null } };
      const audit = await auditRows<{ action: string; before: Effect; after: Effect }>(app.db, { entity: 'approval', entityId: String(asked.json.data.id) }, ['action', 'before', 'after']);
      expect(audit.map((a) => a.action)).toEqual(['approval.request', 'approval.approve']);
      expect(audit[1]!.after.effect).toEqual({ entity: 'text', entityId: `${id}:bem`, state: { text: words, review: 'reviewed' } });
      expect(audit[1]!.before.effect.state!.text).toBe(before.json.data.texts[english] ?? catalogues.bem[english]);
      // A language the desk does not correct: English is the key.
      expect((await read('en')).json.msg).toContain('lang must be one of bem, ny');
    });

    it('refuses a web correction with other placeholders, a plural or select, no words, or in English, naming why', async () => {
      const english = 'Overdue {days} days';
      const id = `web.${webTextKey(english)}`;
      const refused = async (payload: Record<string, unknown>) => {
        const asked = await ask({ id, language: 'ny', review: 'draft', ...payload });
        expect(asked.status, asked.body).toBe(400);
        return asked.json.msg;
      };
      expect(await refused({ text: 'Mwachedwa masiku {day}' })).toBe(TEXT_MESSAGES.webPlaceholders(['days'], ['day']));
      expect(await refused({ text: 'Mwachedwa masiku {days} {days}' })).toBe(TEXT_MESSAGES.webPlaceholders(['days'], ['days', 'days']));
      expect(await refused({ text: 'Mwachedwa {days, plural, one {tsiku} other {masiku}}' })).toBe(TEXT_MESSAGES.webBraces);
      expect(await refused({ text: '   ' })).toBe(TEXT_MESSAGES.blank);
      expect(await refused({ text: 'Overdue by {days} days', language: 'en' })).toBe(TEXT_MESSAGES.webEnglish(id));
      expect(TEXT_MESSAGES.webPlaceholders(['days'], ['day'])).toBe('payload.text must use the placeholders of the English text ({days}), each as often as it does; it has {day}');
      // Nothing served.
      expect((await call(app, 'GET', '/api/texts/web?lang=ny')).json.data.texts[english]).toBeUndefined();
      expect((await marketing.call('GET', '/api/staff/texts?language=bem&surface=nothing')).json.msg).toContain('surface must be all, sms, ussd, error, web');
    });
  });
});
