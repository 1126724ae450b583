import { beforeAll, describe, expect, it } from 'vitest';

import { call, createTestApp, testClock } from '../../../test/harness';
import type { App } from '../../app';

let app: App;
const clock = testClock(Date.parse('2026-12-24T08:00:00Z'));

beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
});

describe('marketing banners, holiday notices, channel', () => {
  it('marketList: seeded banners, each with a self-hosted image and an app link', async () => {
    const res = await call(app, 'GET', '/api/v1/activity/market-list');
    expect(res.json.data.map((b: { link: string }) => b.link)).toEqual(['/activity/turntable', '/activity/poster', '/activity/couponBenefit', '/details']);
    for (const b of res.json.data) {
      expect(b.imageUrl).toMatch(/^\/api\/v1\/activity\/media\/[a-z-]+\.svg$/);
      const img = await app.inject({ method: 'GET', url: b.imageUrl });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(img.body).toContain('<svg');
    }
    expect((await app.inject({ method: 'GET', url: '/api/v1/activity/media/nope.svg' })).statusCode).toBe(404);
  });

  it('holidaysList: only the notices current on the Lusaka date', async () => {
    expect((await call(app, 'GET', '/api/v1/activity/holidays-list')).json.data.map((n: { title: string }) => n.title)).toEqual([
      'Festive season service hours',
      'Christmas Day and Boxing Day',
    ]);
    clock.set(Date.parse('2027-03-01T08:00:00Z'));
    expect((await call(app, 'GET', '/api/v1/activity/holidays-list')).json.data).toEqual([]);
  });

  it('queryByChannelCode answers the packageName with the download links', async () => {
    const res = await call(app, 'GET', '/api/v1/channel/queryByChannelCode/h5');
    expect(res.json.data).toMatchObject({ packageName: 'zm.co.pocket.app', appDownloadUrl: '/?source=pwa&appChannelCode=h5' });
    expect(res.json.data.altDownloadUrl).toMatch(/^https:\/\/play\.google\.com\/store\/apps\/details\?id=zm\.co\.pocket\.app$/);
  });
});
