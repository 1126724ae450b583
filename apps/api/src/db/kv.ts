import { Redis } from 'ioredis';

/**
 * Short-lived counters and markers (rate limits, OTP state, the nonce replay cache). Redis when REDIS_URL is set so
 * they hold across processes; an in-process map otherwise (one process only).
 */
export interface KvStore {
  /** Sets key to value only if it is absent; true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  get(key: string): Promise<string | null>;
  /** Milliseconds until key expires, or 0 when absent. */
  ttl(key: string): Promise<number>;
  /** Adds `by` (1 unless given; negative takes back) and answers the new count; the first increment starts the ttl window. */
  incr(key: string, ttlMs: number, by?: number): Promise<number>;
  del(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryKv implements KvStore {
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();
  private nextSweepAt: number;

  /**
   * `sweepFrom`: the size at which expired entries are first swept out. After each sweep the next waits until the map
   * has doubled, so a map full of live entries (nonces live 10 minutes) is not scanned at every insert: at 100,000
   * live nonces that scan was most of a signed call's CPU (docs/performance.md, fifth pass).
   */
  constructor(
    private readonly now: () => number = Date.now,
    private readonly sweepFrom = 100_000,
  ) {
    this.nextSweepAt = sweepFrom;
  }

  /** Entries held, expired or not (until a sweep or a read drops them). */
  get size() {
    return this.entries.size;
  }

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  async setIfAbsent(key: string, value: string, ttlMs: number) {
    if (this.live(key)) return false;
    this.add(key, value, ttlMs);
    return true;
  }

  async set(key: string, value: string, ttlMs: number) {
    this.add(key, value, ttlMs);
  }

  async get(key: string) {
    return this.live(key)?.value ?? null;
  }

  async ttl(key: string) {
    const entry = this.live(key);
    return entry ? entry.expiresAt - this.now() : 0;
  }

  async incr(key: string, ttlMs: number, by = 1) {
    const entry = this.live(key);
    if (!entry) {
      this.add(key, String(by), ttlMs);
      return by;
    }
    entry.value = String(Number(entry.value) + by);
    return Number(entry.value);
  }

  async del(key: string) {
    this.entries.delete(key);
  }

  async close() {
    this.entries.clear();
  }

  private add(key: string, value: string, ttlMs: number) {
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    if (this.entries.size > this.nextSweepAt) {
      this.sweep();
      this.nextSweepAt = Math.max(this.sweepFrom, 2 * this.entries.size);
    }
  }

  private sweep() {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

export class RedisKv implements KvStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private k(key: string) {
    return this.prefix + key;
  }

  async setIfAbsent(key: string, value: string, ttlMs: number) {
    return (await this.redis.set(this.k(key), value, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK';
  }

  async set(key: string, value: string, ttlMs: number) {
    await this.redis.set(this.k(key), value, 'PX', Math.max(1, Math.ceil(ttlMs)));
  }

  async get(key: string) {
    return this.redis.get(this.k(key));
  }

  async ttl(key: string) {
    return Math.max(0, await this.redis.pttl(this.k(key)));
  }

  async incr(key: string, ttlMs: number, by = 1) {
    const [[, count]] = (await this.redis
      .multi()
      .incrby(this.k(key), by)
      .pexpire(this.k(key), Math.max(1, Math.ceil(ttlMs)), 'NX')
      .exec()) as [[Error | null, number]];
    return count;
  }

  async del(key: string) {
    await this.redis.del(this.k(key));
  }

  async close() {
    await this.redis.quit();
  }
}

/** Redis when a URL is given (keys under `prefix`), else in-process. */
export function createKv(redisUrl: string | undefined, now: () => number, prefix = 'pocket:'): KvStore {
  if (!redisUrl) return new MemoryKv(now);
  return new RedisKv(new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false }), prefix);
}
