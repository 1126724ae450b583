import { beforeAll, describe, expect, it } from 'vitest';

import { call, createTestApp, testClock, testDb } from '../../../test/harness';
import { signInSandbox } from '../../../test/staff-sessions';
import type { App } from '../../app';
import { auditRows } from '../staff-audit/test-support';

// Dates in 2031: far from the seeded examples and from other files' clocks (the database is shared on PostgreSQL).
const clock = testClock(Date.parse('2031-06-01T08:00:00Z'));
let app: App;

beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
});

const marketList = async () => (await call(app, 'GET', '/api/v1/activity/market-list')).json.data as Array<Record<string, unknown>>;
const holidaysList = async () => (await call(app, 'GET', '/api/v1/activity/holidays-list')).json.data as Array<Record<string, unknown>>;
const auditOf = (entity: string, id: number) =>
  testDb().then((db) => auditRows<{ action: string; before: unknown; after: unknown; actor_email: string }>(db, { entity, entityId: String(id) }, ['action', 'before', 'after', 'actor_email']));

describe('banners and holiday notices (marketing)', () => {
  it('a banner shows in the app only inside its dates, in marketList\'s own shape, and each write is audited', async () => {
    const marketing = await signInSandbox(app, 'marketing');
    const banner = { position: 1, title: 'Mid-year K10 off', imageUrl: '/api/v1/activity/media/banner-packs.svg', link: '/activity/couponBenefit', startsAt: '2031-06-10T00:00:00+02:00', endsAt: '2031-06-12T23:59:59+02:00', enabled: true };
    const made = await marketing.call('POST', '/api/staff/catalogue/banners', banner);
    expect(made.status, made.body).toBe(200);
    const id = made.json.data.id as number;
    expect(made.json.data).toMatchObject({ startsAt: '2031-06-09T22:00:00.000Z', endsAt: '2031-06-12T21:59:59.000Z', live: false });
    expect((await marketList()).map((b) => b.id)).not.toContain(id);

    clock.set(Date.parse('2031-06-09T22:00:00Z'));
    expect((await marketList()).find((b) => b.id === id)).toEqual({ id, title: banner.title, imageUrl: banner.imageUrl, link: banner.link });
    const listed = await (await signInSandbox(app, 'marketing')).call('GET', '/api/staff/catalogue/banners');
    expect(listed.json.data.find((b: { id: number }) => b.id === id).live).toBe(true);

    clock.set(Date.parse('2031-06-12T22:00:00Z'));
    expect((await marketList()).map((b) => b.id)).not.toContain(id);

    // Moved to later dates, then switched off: the app follows each change at once.
    const marketing2 = await signInSandbox(app, 'marketing');
    const moved = await marketing2.call('POST', `/api/staff/catalogue/banners/${id}`, { ...banner, endsAt: '2031-06-20T23:59:59+02:00' });
    expect(moved.json.data.live).toBe(true);
    expect((await marketList()).map((b) => b.id)).toContain(id);
    await marketing2.call('POST', `/api/staff/catalogue/banners/${id}`, { ...banner, endsAt: '2031-06-20T23:59:59+02:00', enabled: false });
    expect((await marketList()).map((b) => b.id)).not.toContain(id);

    const audit = await auditOf('banner', id);
    expect(audit.map((a) => a.action)).toEqual(['banner.create', 'banner.update', 'banner.update']);
    expect(audit[0]).toMatchObject({ actor_email: marketing.email, before: null, after: { title: banner.title } });
    expect(audit[2]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
  });

  it('a holiday notice shows on its Lusaka days only', async () => {
    clock.set(Date.parse('2031-06-19T21:59:00Z'));
    const marketing = await signInSandbox(app, 'marketing');
    const notice = { title: 'Independence Day test', body: 'Repayments on the holiday are credited the same day.', imageUrl: '/api/v1/activity/media/notice-holiday.svg', startsOn: '2031-06-20', endsOn: '2031-06-21', enabled: true };
    const made = await marketing.call('POST', '/api/staff/catalogue/notices', notice);
    expect(made.status, made.body).toBe(200);
    const id = made.json.data.id as number;
    expect((await holidaysList()).map((n) => n.id)).not.toContain(id);
    clock.set(Date.parse('2031-06-19T22:00:00Z'));
    const { enabled: _enabled, ...shown } = notice;
    expect((await holidaysList()).find((n) => n.id === id)).toEqual({ id, ...shown });
    clock.set(Date.parse('2031-06-21T22:00:00Z'));
    expect((await holidaysList()).map((n) => n.id)).not.toContain(id);
    expect((await auditOf('holiday_notice', id)).map((a) => a.action)).toEqual(['notice.create']);
  });

  it('refuses dates out of order, unknown ids, bad links and other roles, naming the problem', async () => {
    const marketing = await signInSandbox(app, 'marketing');
    const banner = { position: 2, title: 'Reversed', imageUrl: '/x.svg', link: '/home', startsAt: '2031-07-02T00:00:00+02:00', endsAt: '2031-07-01T00:00:00+02:00', enabled: true };
    const reversed = await marketing.call('POST', '/api/staff/catalogue/banners', banner);
    expect(reversed.status).toBe(400);
    expect(reversed.json.msg).toBe('endsAt: must be after startsAt');
    const badLink = await marketing.call('POST', '/api/staff/catalogue/banners', { ...banner, endsAt: '2031-07-03T00:00:00+02:00', link: 'javascript:alert(1)' });
    expect(badLink.json.msg).toBe('link: must be an app path (/...) or an https:// address');
    const unknown = await marketing.call('POST', '/api/staff/catalogue/banners/999999', { ...banner, endsAt: '2031-07-03T00:00:00+02:00' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.msg).toBe('This banner does not exist');
    const notice = { title: 'Reversed', body: 'x', imageUrl: '/x.svg', startsOn: '2031-07-02', endsOn: '2031-07-01', enabled: true };
    expect((await marketing.call('POST', '/api/staff/catalogue/notices', notice)).json.msg).toBe('endsOn: must not be before startsOn');
    expect((await marketing.call('POST', '/api/staff/catalogue/notices', { ...notice, startsOn: '2031-02-30' })).json.msg).toBe('startsOn: must be a real calendar date');
    const admin = await signInSandbox(app, 'admin');
    expect((await admin.call('POST', '/api/staff/catalogue/banners', { ...banner, endsAt: '2031-07-03T00:00:00+02:00' })).status).toBe(403);
    expect((await admin.call('GET', '/api/staff/catalogue/notices')).status).toBe(403);
  });
});

describe('the /details store page (marketing)', () => {
  it('shows only the figures marketing entered, and none once they are cleared', async () => {
    const marketing = await signInSandbox(app, 'marketing');
    const figures = { rating: 4.2, ratingCount: 318, downloads: '10K+', contentRating: 'Rated for 18+', containsAds: false, inAppPurchases: false };
    const saved = await marketing.call('POST', '/api/staff/catalogue/store-page', figures);
    expect(saved.status, saved.body).toBe(200);
    expect(saved.json.data).toMatchObject({ ...figures, updatedBy: marketing.email });
    expect((await call(app, 'GET', '/api/v1/activity/store-page')).json.data).toEqual(figures);

    const none = { rating: null, ratingCount: null, downloads: null, contentRating: null, containsAds: false, inAppPurchases: false };
    await marketing.call('POST', '/api/staff/catalogue/store-page', none);
    expect((await call(app, 'GET', '/api/v1/activity/store-page')).json.data).toEqual(none);
    const audit = await testDb().then((db) => auditRows<{ before: { rating: number | null }; after: { rating: number | null } }>(db, { action: 'store-page.update' }, ['before', 'after'], { newestFirst: true, limit: 2 }));
    expect([audit[0]!.before.rating, audit[0]!.after.rating, audit[1]!.after.rating]).toEqual([4.2, null, 4.2]);

    const halfRating = await marketing.call('POST', '/api/staff/catalogue/store-page', { ...none, rating: 4.5 });
    expect(halfRating.status).toBe(400);
    expect(halfRating.json.msg).toBe('ratingCount: a rating needs the number of ratings it is the average of');
    const badBand = await marketing.call('POST', '/api/staff/catalogue/store-page', { ...none, downloads: 'lots' });
    expect(badBand.json.msg).toBe('downloads: must be a band such as 500+, 10K+ or 1M+');
    expect((await (await signInSandbox(app, 'support')).call('POST', '/api/staff/catalogue/store-page', none)).status).toBe(403);
  });
});
