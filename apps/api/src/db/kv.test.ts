import { randomUUID } from 'node:crypto';

import { afterAll, describe, expect, it } from 'vitest';

import { missingServices } from '../../test/services';
import { testRedisUrl } from '../config/test-env';
import { createKv, MemoryKv } from './kv';
import type { KvStore } from './kv';

const noRedis = await missingServices({ redis: testRedisUrl() });
const redis = noRedis ? null : createKv(testRedisUrl(), Date.now, `pocket-test:${randomUUID()}:`);
afterAll(() => redis?.close());

if (noRedis) {
  describe.skip(`key-value store on Redis: skipped, ${noRedis}`, () => {
    it('runs where Redis is reachable (always in CI)', () => undefined);
  });
}

describe.each([
  ['in-process', new MemoryKv()],
  ...(redis ? [['Redis (REDIS_URL)', redis]] : []),
] as Array<[string, KvStore]>)('key-value store: %s', (_name, kv) => {
  it('setIfAbsent wins once while the key lives', async () => {
    expect(await kv.setIfAbsent('nonce:u:abc123', '1', 10_000)).toBe(true);
    expect(await kv.setIfAbsent('nonce:u:abc123', '1', 10_000)).toBe(false);
  });

  it('counts with incr and expires the window', async () => {
    expect(await kv.incr('count', 150)).toBe(1);
    expect(await kv.incr('count', 150)).toBe(2);
    expect(await kv.ttl('count')).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 250));
    expect(await kv.get('count')).toBeNull();
    expect(await kv.incr('count', 150)).toBe(1);
  });

  it('50 concurrent setIfAbsent on one key: exactly one wins', async () => {
    const wins = await Promise.all(Array.from({ length: 50 }, () => kv.setIfAbsent('race', '1', 10_000)));
    expect(wins.filter(Boolean)).toHaveLength(1);
  });
});
