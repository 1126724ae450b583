import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { loginAs } from '../../../test/harness';
import { RACERS, raceApp, raceReport } from '../../../test/races';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { userCouponsOf } from '../coupon/plugin';
import { couponPacks, packClaims, wheelSpins } from './schema';

let app: App;
let db: Db;
const N = RACERS;

beforeAll(async () => {
  ({ app, db } = await raceApp());
  await db.insert(couponPacks).values({ id: 91, code: 'RACE10', name: 'Race', description: 'x', items: [{ couponId: 201, count: 1 }], validFrom: new Date('2020-01-01'), validUntil: new Date('2099-01-01'), maxClaims: 10, listed: false }).onConflictDoNothing();
});

const report = raceReport(() => db);

describe('activities under concurrency', () => {
  it(`${N} concurrent spins with one Idempotency-Key spend one spin and answer one prize`, async () => {
    const s = await loginAs(app);
    const key = `spin-${crypto.randomUUID()}`;
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: N }, () => s.call('POST', '/api/v1/activity/turntable/spin', undefined, { 'Idempotency-Key': key })));
    const ok = answers.filter((a) => a.status === 200);
    report('same-key spins', { requests: N, ok: ok.length, inFlight: answers.filter((a) => a.status === 409).length, ms: Date.now() - started });
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(new Set(ok.map((a) => a.json.data.spinId)).size).toBe(1);
    expect(await db.select().from(wheelSpins).where(eq(wheelSpins.userId, s.userId))).toHaveLength(1);
  });

  it(`${N} concurrent spins with different keys spend only the one spin the user has`, async () => {
    const s = await loginAs(app);
    const answers = await Promise.all(Array.from({ length: N }, () => s.call('POST', '/api/v1/activity/turntable/spin', undefined, { 'Idempotency-Key': `spin-${crypto.randomUUID()}` })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await db.select().from(wheelSpins).where(eq(wheelSpins.userId, s.userId))).toHaveLength(1);
  });

  it(`${N} concurrent claims of one pack by one user give one pack`, async () => {
    const s = await loginAs(app);
    const answers = await Promise.all(Array.from({ length: N }, () => s.call('POST', '/api/v1/activity/coupon-packs/claim', { code: 'WELCOME2026' })));
    report('same-user claims', { requests: N, ok: answers.filter((a) => a.status === 200).length });
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(N - 1);
    expect(await db.select().from(packClaims).where(eq(packClaims.userId, s.userId))).toHaveLength(1);
    const coupons = await userCouponsOf(db, s.userId);
    expect(coupons.filter((c) => c.source === 'pack:WELCOME2026')).toHaveLength(2);
  });

  it('20 users racing for a pack limited to 10 claims: exactly 10 get it', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => loginAs(app)));
    const answers = await Promise.all(users.map((s) => s.call('POST', '/api/v1/activity/coupon-packs/claim', { code: 'RACE10' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 410).every((a) => a.json.msg === 'All packs of this code have been claimed')).toBe(true);
    const [pack] = await db.select().from(couponPacks).where(eq(couponPacks.id, 91));
    expect(pack!.claims).toBe(10);
  });
});
