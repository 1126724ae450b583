import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { CONSENT_TEXT_VERSIONS, CONSENT_TEXTS } from '@pocket/contracts/api/consents';

import { call, createTestApp, loginAs, testClock, testDb } from '../../../test/harness';
import { grabInfosOf } from '../telemetry/plugin';
import { consentRecords } from './schema';

const location = JSON.stringify({ latitudeLocation: '15.416700', longitudeLocation: '28.283300', eastOrWestLocation: 'E', northOrSouthLocation: 'S' });
const device = (id: string) => JSON.stringify({ deviceid: id, language: 'en' });
const stateOf = (items: Array<{ kind: string; given: boolean }>, kind: string) => items.find((c) => c.kind === kind)?.given;

describe('consents (issue 32)', () => {
  it('records terms and privacy at login with the version of their text and the time; a second login adds no record', async () => {
    const clock = testClock(Date.parse('2026-11-27T08:00:00Z'));
    const app = await createTestApp({ now: clock.now });
    const s = await loginAs(app);
    const listed = await s.call('GET', '/api/consents');
    expect(listed.status, listed.body).toBe(200);
    const byKind = Object.fromEntries((listed.json.data.items as Array<{ kind: string }>).map((c) => [c.kind, c]));
    expect(byKind.terms).toEqual({ kind: 'terms', given: true, version: CONSENT_TEXT_VERSIONS.terms, at: '2026-11-27T08:00:00.000Z' });
    expect(byKind.privacy).toEqual({ kind: 'privacy', given: true, version: CONSENT_TEXT_VERSIONS.privacy, at: '2026-11-27T08:00:00.000Z' });
    // Not recorded yet: face (given at KYC); location and marketing hold their defaults until a choice is recorded.
    expect(byKind.face).toEqual({ kind: 'face', given: false, version: null, at: null });
    expect(byKind.location).toMatchObject({ given: true, version: null });
    await loginAs(app, s.mobile);
    const rows = await (await testDb()).select().from(consentRecords).where(eq(consentRecords.userId, s.userId));
    expect(rows.map((r) => [r.kind, r.given, r.source])).toEqual([['terms', true, 'login'], ['privacy', true, 'login']]);
    expect((await call(app, 'GET', '/api/consents')).status).toBe(401);
  });

  it('location withdrawn: the server refuses and stores no location (device info still goes); given again, it is stored', async () => {
    const app = await createTestApp();
    const s = await loginAs(app);
    const db = await testDb();
    const locations = async () => (await grabInfosOf(db, s.userId)).filter((g) => g.type === 2).length;
    expect((await s.call('POST', '/api/user/grab/info/api/addUserGrabInfoToRisk', { type: 2, info: location })).status).toBe(200);
    expect(await locations()).toBe(1);

    const off = await s.call('POST', '/api/consents', { kind: 'location', given: false });
    expect(off.status, off.body).toBe(200);
    expect(stateOf(off.json.data.items, 'location')).toBe(false);
    const refused = await s.call('POST', '/api/user/grab/info/api/addUserGrabInfoToRisk', { type: 2, info: location });
    expect([refused.status, refused.json.msg]).toEqual([403, CONSENT_TEXTS.locationOff]);
    expect(await locations()).toBe(1);
    expect((await s.call('POST', '/api/user/grab/info/api/addUserGrabInfoToRisk', { type: 1, info: device('dev-consent-1') })).status).toBe(200);

    await s.call('POST', '/api/consents', { kind: 'location', given: true });
    expect((await s.call('POST', '/api/user/grab/info/api/addUserGrabInfoToRisk', { type: 2, info: location })).status).toBe(200);
    expect(await locations()).toBe(2);
    // Ticked again on the face-verification screen: recorded as given there.
    await s.call('POST', '/api/consents', { kind: 'location', given: false });
    await s.call('POST', '/api/consents', { kind: 'location', given: true, from: 'kyc' });
    const history = await db.select().from(consentRecords).where(and(eq(consentRecords.userId, s.userId), eq(consentRecords.kind, 'location')));
    expect(history.map((r) => [r.given, r.version, r.source])).toEqual([
      [false, CONSENT_TEXT_VERSIONS.location, 'set'],
      [true, CONSENT_TEXT_VERSIONS.location, 'set'],
      [false, CONSENT_TEXT_VERSIONS.location, 'set'],
      [true, CONSENT_TEXT_VERSIONS.location, 'kyc'],
    ]);
  });

  it('marketing withdrawn: one switch for the consent record and the messages engine; offers skipped, reminders still go', async () => {
    const app = await createTestApp();
    const s = await loginAs(app);
    const db = await testDb();
    await s.call('POST', '/api/consents', { kind: 'marketing', given: false });
    // The messages engine's settings read the same record (issue 31's switch is this consent).
    expect((await s.call('GET', '/api/messages/settings')).json.data.marketing).toBe(false);
    const ending = { event: 'vip.ending' as const, userId: s.userId, purchaseId: 9_100_000 + s.userId, card: 'VIP Monthly', until: '2026-12-07' };
    const reminder = { event: 'bill.due' as const, userId: s.userId, loanId: 9_100_000 + s.userId, billId: 9_100_000 + s.userId, amount: 10_000, dueDate: '2026-12-07', inDays: 3 as const };
    expect(await app.messages.notify(db, ending)).toBe('skipped');
    expect(await app.messages.notify(db, reminder)).toBe('queued');
    // Switched on again through the messages settings: the consent record has it.
    expect((await s.call('POST', '/api/messages/settings', { marketing: true })).status).toBe(200);
    expect(stateOf((await s.call('GET', '/api/consents')).json.data.items, 'marketing')).toBe(true);
    const marketing = await db.select().from(consentRecords).where(and(eq(consentRecords.userId, s.userId), eq(consentRecords.kind, 'marketing')));
    expect(marketing.map((r) => r.given)).toEqual([false, true]);
  });

  it('face is given at KYC and cannot be withdrawn here (the page says how); unknown kinds are refused', async () => {
    const app = await createTestApp();
    const s = await loginAs(app);
    expect(stateOf((await s.call('POST', '/api/consents', { kind: 'face', given: true })).json.data.items, 'face')).toBe(true);
    const withdraw = await s.call('POST', '/api/consents', { kind: 'face', given: false });
    expect([withdraw.status, withdraw.json.msg]).toEqual([400, CONSENT_TEXTS.faceWithdraw]);
    expect((await s.call('POST', '/api/consents', { kind: 'terms', given: false })).status).toBe(400);
  });
});
