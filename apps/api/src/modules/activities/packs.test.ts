import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { call, createTestApp, loginAs, testClock, testDb } from '../../../test/harness';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { userCouponsOf } from '../coupon/plugin';
import { couponPacks, packClaims } from './schema';

let app: App;
let db: Db;
const clock = testClock(Date.parse('2026-11-22T08:00:00Z'));
const claim = (s: Awaited<ReturnType<typeof loginAs>>, code: unknown) => s.call('POST', '/api/v1/activity/coupon-packs/claim', { code });

beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
  db = await testDb();
  // A pack with one claim left, for the exhausted message.
  await db.insert(couponPacks).values({ id: 90, code: 'LASTONE', name: 'Last one', description: 'x', items: [{ couponId: 201, count: 1 }], validFrom: new Date('2026-01-01'), validUntil: new Date('2027-01-01'), maxClaims: 1, listed: false }).onConflictDoNothing();
});

describe('coupon packs', () => {
  it('lists the packs on offer now, with their coupons and validity', async () => {
    const res = await call(app, 'GET', '/api/v1/activity/coupon-packs');
    expect(res.json.data.map((p: { code: string }) => p.code)).toEqual(['WELCOME2026', 'FESTIVE26', 'PAYDAY']);
    expect(res.json.data[0]).toMatchObject({ name: 'Welcome 2026 pack', coupons: ['K15 off your bill', '50% off interest'], validUntil: '2027-12-31', claimed: false });
  });

  it('claiming WELCOME2026 twice gives one pack: its coupons once, then the already-claimed message', async () => {
    const s = await loginAs(app);
    const before = (await s.call('POST', '/api/v4/my/coupon-list', {})).json.data.length;
    const first = await claim(s, 'welcome2026');
    expect(first.status, first.body).toBe(200);
    expect(first.json.data).toMatchObject({ name: 'Welcome 2026 pack', coupons: ['K15 off your bill', '50% off interest'] });
    const second = await claim(s, 'WELCOME2026');
    expect(second.status).toBe(409);
    expect(second.json.msg).toBe('You have already claimed this coupon pack. Find your coupons under Coupon');
    const list = (await s.call('POST', '/api/v4/my/coupon-list', {})).json.data;
    expect(list.length - before).toBe(2);
    expect((await s.call('GET', '/api/v1/activity/coupon-packs')).json.data[0].claimed).toBe(true);
  });

  it('clear messages for unknown, expired, not yet open and exhausted codes; bad input is a 400 naming the field', async () => {
    const s = await loginAs(app);
    expect((await claim(s, 'NOSUCHCODE')).json).toMatchObject({ code: 404, msg: 'This coupon code does not exist. Please check the link and try again' });
    expect((await claim(s, 'WINTER25')).json).toMatchObject({ code: 410, msg: 'This coupon pack has expired' });
    const other = await loginAs(app);
    expect((await claim(other, 'LASTONE')).status).toBe(200);
    expect((await claim(s, 'LASTONE')).json).toMatchObject({ code: 410, msg: 'All packs of this code have been claimed' });
    expect((await claim(other, 'LASTONE')).json.code).toBe(409);
    const bad = await claim(s, '');
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toMatch(/^code: /);
    clock.set(Date.parse('2026-11-01T08:00:00Z'));
    expect((await claim(s, 'FESTIVE26')).json).toMatchObject({ code: 410, msg: 'This coupon pack is not available yet. Please come back later' });
    clock.set(Date.parse('2026-11-22T08:00:00Z'));
    expect(await db.select().from(packClaims).where(eq(packClaims.userId, s.userId))).toHaveLength(0);
    expect(await userCouponsOf(db, s.userId)).toHaveLength(1); // the registration coupon only
  });

  it('claiming needs login', async () => {
    expect((await call(app, 'POST', '/api/v1/activity/coupon-packs/claim', { code: 'WELCOME2026' })).status).toBe(401);
  });
});
