import { randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, loginAs, testClock, testDb } from '../../../test/harness';
import type { TestSession } from '../../../test/harness';
import { missingServices } from '../../../test/services';
import { testRedisUrl } from '../../config/test-env';
import { createKv, MemoryKv } from '../../db/kv';
import { QUOTA_MESSAGES, UPLOAD_QUOTA } from './quota';
import { uploads } from './schema';

// 2026-03-10 12:00 Lusaka (10:00 UTC): 12 hours before the quota resets at midnight.
const NOON = Date.parse('2026-03-10T10:00:00Z');
let png: string;
beforeAll(async () => {
  png = (await sharp({ create: { width: 32, height: 24, channels: 3, background: '#2a6' } }).png().toBuffer()).toString('base64');
});

const upload = (s: TestSession, content = png) => s.call('POST', '/api/common/api/uploadBase64', { content });

async function stored(userId: number, dir: string) {
  const rows = await (await testDb()).select({ id: uploads.id }).from(uploads).where(eq(uploads.userId, userId));
  const files = await readdir(dir).catch(() => [] as string[]);
  return { rows: rows.length, files: files.length };
}

async function quotaApp(deps = {}) {
  const clock = testClock(NOON);
  const dataDir = `/tmp/pocket-test-quota-${randomUUID()}`;
  const app = await createTestApp({ dataDir, now: clock.now }, deps);
  app.uploads.reencoder.pause(); // the quota is counted on the request: no need to spend CPU re-encoding here
  return { app, clock, dir: `${dataDir}/uploads` };
}

describe('upload quota: 20 photos and 40 MB per borrower per Lusaka day', () => {
  it('the 21st upload of the day is refused with 429 naming the limit and when it resets; nothing is stored; after midnight it is accepted', async () => {
    const { app, clock, dir } = await quotaApp();
    const a = await loginAs(app);
    for (let i = 0; i < UPLOAD_QUOTA.perDay; i += 1) expect((await upload(a)).json.code).toBe(200);
    const refused = await upload(a);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      code: 429,
      msg: 'Upload limit reached: at most 20 photos per day. You can upload again after midnight, Lusaka time (in 12 h 0 min)',
      data: { uploadsPerDay: 20, bytesPerDay: 40 * 1024 * 1024, resetsAt: '2026-03-10T22:00:00.000Z', retryAfterSeconds: 12 * 3600 },
    });
    expect(await stored(a.userId, dir)).toEqual({ rows: 20, files: 20 });
    // Refused before the body is read: even a body that is not an image answers the quota.
    expect((await upload(a, 'not base64 at all!')).json.msg).toBe(QUOTA_MESSAGES.count(12 * 3600_000));
    // Another borrower is not affected.
    expect((await upload(await loginAs(app))).json.code).toBe(200);

    clock.set(Date.parse('2026-03-10T21:59:30Z'));
    expect((await upload(a)).json.msg).toContain('(in 1 min)');
    clock.set(Date.parse('2026-03-10T22:00:00Z')); // midnight in Lusaka
    expect((await upload(a)).json.code).toBe(200);
    expect(await stored(a.userId, dir)).toMatchObject({ rows: 21 });
  });

  it('20 uploads in parallel with 10 left: exactly 10 are stored, 10 refused', async () => {
    const { app, dir } = await quotaApp();
    const a = await loginAs(app);
    for (let i = 0; i < 10; i += 1) expect((await upload(a)).json.code).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => upload(a)));
    const codes = answers.map((r) => r.json.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
    expect(await stored(a.userId, dir)).toEqual({ rows: 20, files: 20 });
  });

  it('counts bytes: 8 photos of 4.5 MB pass, the 9th (over 40 MB) is refused naming 40 MB; a small one still fits', async () => {
    const { app, dir } = await quotaApp();
    const a = await loginAs(app);
    const big = await sharp(randomBytes(1300 * 1220 * 3), { raw: { width: 1300, height: 1220, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(big.length).toBeGreaterThan(4.5 * 1024 * 1024);
    expect(big.length).toBeLessThan(5 * 1024 * 1024);
    const content = big.toString('base64');
    for (let i = 0; i < 8; i += 1) expect((await upload(a, content)).json.code).toBe(200);
    const refused = await upload(a, content);
    expect([refused.status, refused.json.msg]).toEqual([429, 'Upload limit reached: at most 40 MB of photos per day. You can upload again after midnight, Lusaka time (in 12 h 0 min)']);
    expect(await stored(a.userId, dir)).toEqual({ rows: 8, files: 8 });
    // The refused upload gave its bytes back: a small photo fits in what is left.
    expect((await upload(a)).json.code).toBe(200);
  });

  it('is counted in the shared store: two processes together accept 20 of 30 parallel uploads', async () => {
    const noRedis = await missingServices({ redis: testRedisUrl() });
    // Redis as in production when it is reachable (always in CI); otherwise one in-process store shared by both apps.
    const kv = noRedis ? new MemoryKv(() => NOON) : createKv(testRedisUrl(), () => NOON, `pocket-test:${randomUUID()}:`);
    try {
      const one = await quotaApp({ kv });
      const two = await quotaApp({ kv });
      const a = await loginAs(one.app);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          (i % 2 ? two.app : one.app).inject({ method: 'POST', url: '/api/common/api/uploadBase64', payload: { content: png }, headers: a.signedHeaders() }),
        ),
      );
      const codes = answers.map((r) => r.json().code);
      expect(codes.filter((c) => c === 200)).toHaveLength(20);
      expect(codes.filter((c) => c === 429)).toHaveLength(10);
    } finally {
      await kv.close();
    }
  });
});
