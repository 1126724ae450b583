import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { DATA_RIGHTS_MESSAGES as MSG } from '@pocket/contracts/api/data-rights';

import { call, createTestApp, latestCode, testClock, testDb } from '../../../test/harness';
import type { TestSession } from '../../../test/harness';
import { borrow, borrower } from '../../../test/lending-helpers';
import type { App } from '../../app';
import { selectRows } from '../../db/rows';
import { setUssdPinHash } from '../ussd/test-support';
import { EXPORT_SOURCES } from './export-map';

const HOUR = 60 * 60 * 1000;
type Doc = { about: { userId: number }; sections: Record<string, Record<string, Array<Record<string, unknown>>>> };

async function askForExport(app: App, s: TestSession) {
  const sent = await s.call('POST', '/api/data-export/sendCode');
  expect(sent.status, sent.body).toBe(200);
  expect(sent.json.data).toEqual({ nextSendInSeconds: 60, expiresInSeconds: 300 });
  return latestCode(app, s.mobile);
}

/** Every value naming a borrower in a row of the export. */
function borrowerIdsIn(doc: Doc): number[] {
  const ids: number[] = [];
  for (const source of EXPORT_SOURCES) {
    for (const row of doc.sections[source.section]?.[source.table] ?? []) {
      if (source.existsOnly) continue;
      const values = source.by.map((c) => Number(row[c]));
      // A referral names two borrowers: one of them is the owner.
      ids.push(source.by.length > 1 ? (values.find((v) => v === doc.about.userId) ?? values[0]!) : values[0]!);
    }
  }
  return ids;
}

describe('download my data (issue 32)', () => {
  it('behind a fresh SMS code, prepared by the job, downloadable 24 hours with the loan, payment and complaint, no one else\'s rows', async () => {
    const clock = testClock(Date.now());
    const app = await createTestApp({ now: clock.now });
    const s = await borrower(app);
    const other = await borrower(app);
    const loan = await borrow(app, s, 500, 14);
    await borrow(app, other, 500, 14);
    const complaint = await s.call('POST', '/api/complaints', { category: 'payment', text: 'My payment of K100 did not arrive.', orderId: loan.orderId });
    await other.call('POST', '/api/complaints', { category: 'other', text: 'Another borrower writes too.' });
    const db = await testDb();
    await setUssdPinHash(db, s.userId, 'argon2-secret-hash-of-the-pin');

    expect((await s.call('GET', '/api/data-export')).json.data).toMatchObject({ state: 'NONE', jsonUrl: null });
    // No code, a wrong code, then the right one.
    expect((await s.call('POST', '/api/data-export', { code: '1234' })).json.msg).toBe(MSG.expired);
    const code = await askForExport(app, s);
    const again = await s.call('POST', '/api/data-export/sendCode');
    expect([again.status, again.json.msg]).toEqual([429, MSG.resend(60)]);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    expect((await s.call('POST', '/api/data-export', { code: wrong })).json.msg).toBe(MSG.wrongCode);
    const asked = await s.call('POST', '/api/data-export', { code });
    expect(asked.status, asked.body).toBe(200);
    expect(asked.json.data).toMatchObject({ state: 'PREPARING', jsonUrl: null, htmlUrl: null });
    // The code is used up; a second tap while preparing answers the same export.
    expect((await s.call('POST', '/api/data-export', { code })).json.data.state).toBe('PREPARING');

    expect(await app.dataRights.exports.prepareDue()).toMatchObject({ prepared: 1 });
    const ready = (await s.call('GET', '/api/data-export')).json.data;
    expect(ready.state).toBe('READY');
    expect(Date.parse(ready.expiresAt) - Date.parse(ready.readyAt)).toBe(24 * HOUR);
    expect(ready.jsonUrl).toMatch(/^\/api\/data-export\/file\.json\?key=[A-Za-z0-9_-]{32}$/);

    // The link alone opens the file (no sign-in): the browser downloads it.
    const file = await call(app, 'GET', ready.jsonUrl);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="pocket-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(file.headers['cache-control']).toBe('private, no-store');
    const doc = JSON.parse(file.body) as Doc;
    expect(doc.about.userId).toBe(s.userId);
    expect(doc.sections.profile!.users).toEqual([expect.objectContaining({ id: s.userId, mobile: expect.stringContaining(s.mobile.slice(1)) })]);
    expect(doc.sections.loans!.loan_orders!.map((o) => o.id)).toEqual([loan.orderId]);
    expect(doc.sections.bills!.loan_plans!.map((p) => p.id)).toEqual(loan.plans.map((p) => p.planId));
    expect(doc.sections.payments!.payments!.length).toBeGreaterThan(0);
    expect(doc.sections.payments!.payments!.every((p) => p.order_id === loan.orderId)).toBe(true);
    expect(doc.sections.complaints!.complaints!.map((c) => c.text)).toEqual([complaint.json.data.text]);
    expect(doc.sections.signIns!.login_records!.length).toBeGreaterThan(0);
    expect(doc.sections.signIns!.sessions![0]).not.toHaveProperty('token_hash');
    expect(doc.sections.kyc!.kyc_identities![0]).toMatchObject({ user_id: s.userId, nrc_number: '123456/10/1' });
    expect(doc.sections.ussdPin!.ussd_pins).toEqual([{ set: true }]);
    expect(file.body).not.toContain('argon2-secret-hash-of-the-pin');
    // No other borrower's rows anywhere.
    const ids = borrowerIdsIn(doc);
    expect(ids.length).toBeGreaterThan(10);
    expect(new Set(ids)).toEqual(new Set([s.userId]));
    expect(file.body).not.toContain(other.mobile.slice(1));

    const html = await call(app, 'GET', ready.htmlUrl);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");
    expect(html.body).toContain('<h2>Loans</h2>');
    expect(html.body).toContain('K500.00');
    expect(html.body).not.toContain('<script');

    // After 24 hours the link is refused with the next step, and the app shows EXPIRED.
    clock.advance(24 * HOUR + 1);
    const late = await call(app, 'GET', ready.jsonUrl);
    expect([late.status, late.json.msg]).toEqual([410, MSG.linkExpired]);
    expect((await s.call('GET', '/api/data-export')).json.data).toMatchObject({ state: 'EXPIRED', jsonUrl: null });
    await app.dataRights.exports.prepareDue();
    // The expired files are deleted by the job's next run.
    expect(await selectRows(db, sql`select json is null and html is null as gone from data_exports where user_id = ${s.userId}`)).toEqual([{ gone: true }]);
  });

  it('refuses a wrong link, and a code after three wrong tries; another borrower cannot read the export', async () => {
    const app = await createTestApp();
    const s = await borrower(app);
    const bad = await call(app, 'GET', '/api/data-export/file.json?key=' + 'A'.repeat(32));
    expect([bad.status, bad.json.msg]).toEqual([410, MSG.linkExpired]);
    expect((await call(app, 'GET', '/api/data-export/file.json?key=short')).status).toBe(400);
    const code = await askForExport(app, s);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    for (let i = 0; i < 3; i += 1) expect((await s.call('POST', '/api/data-export', { code: wrong })).json.msg).toBe(MSG.wrongCode);
    expect((await s.call('POST', '/api/data-export', { code })).json.msg).toBe(MSG.triesExhausted);
    expect((await call(app, 'GET', '/api/data-export')).status).toBe(401);
  });

  it('two job runs at once prepare each export once (the claim skips a row another run holds)', async () => {
    const app = await createTestApp();
    const sessions = [await borrower(app), await borrower(app), await borrower(app)];
    for (const s of sessions) expect((await s.call('POST', '/api/data-export', { code: await askForExport(app, s) })).json.data.state).toBe('PREPARING');
    const runs = await Promise.all(Array.from({ length: 4 }, () => app.dataRights.exports.prepareDue()));
    const ours = await selectRows<{ status: string; attempts: number }>(
      await testDb(),
      sql`select status, attempts from data_exports where user_id in (${sql.join(sessions.map((s) => sql`${s.userId}`), sql`, `)})`,
    );
    expect(ours).toEqual(sessions.map(() => ({ status: 'READY', attempts: 1 })));
    expect(runs.reduce((n, r) => n + r.prepared, 0)).toBeGreaterThanOrEqual(3);
  });
});
