import { randomUUID } from 'node:crypto';

import { afterAll, describe, expect, it, vi } from 'vitest';

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

  it('incr adds a given amount and takes it back with a negative one', async () => {
    expect(await kv.incr('bytes', 10_000, 2_500_000)).toBe(2_500_000);
    expect(await kv.incr('bytes', 10_000, 1_000)).toBe(2_501_000);
    expect(await kv.incr('bytes', 10_000, -1_000)).toBe(2_500_000);
    expect(await kv.incr('bytes', 10_000)).toBe(2_500_001);
  });

  it('50 concurrent setIfAbsent on one key: exactly one wins', async () => {
    const wins = await Promise.all(Array.from({ length: 50 }, () => kv.setIfAbsent('race', '1', 10_000)));
    expect(wins.filter(Boolean)).toHaveLength(1);
  });
});

describe('key-value store in-process: expired entries', () => {
  it('are swept out once the map passes its sweep size, and the next sweep waits until the map has doubled', async () => {
    let now = 0;
    const kv = new MemoryKv(() => now, 4);
    const sweep = vi.spyOn(kv as unknown as { sweep: () => void }, 'sweep');
    for (const key of ['a', 'b', 'c', 'd']) await kv.setIfAbsent(key, '1', 10);
    expect(sweep).not.toHaveBeenCalled();
    now = 20;
    await kv.setIfAbsent('e', '1', 1_000);
    expect(sweep).toHaveBeenCalledTimes(1);
    expect(kv.size).toBe(1);

    // Live entries only (nonces within their ttl): one sweep finds nothing to drop, and the map may then grow to
    // twice its size before the next, instead of being scanned at every insert.
    for (const key of ['f', 'g', 'h', 'i']) await kv.setIfAbsent(key, '1', 1_000);
    expect(sweep).toHaveBeenCalledTimes(2);
    expect(kv.size).toBe(5);
    for (const key of ['j', 'k', 'l', 'm', 'n']) await kv.set(key, '1', 1_000);
    expect(sweep).toHaveBeenCalledTimes(2);
    await kv.incr('o', 1_000);
    expect(sweep).toHaveBeenCalledTimes(3);
    expect(kv.size).toBe(11);
    // A live nonce is never dropped: the replay check stays exact.
    expect(await kv.setIfAbsent('f', '1', 1_000)).toBe(false);
  });
});
