import type { KvStore } from '../../db/kv';

/** Wrong sign-ins before any wait, per account and per IP. */
const FREE = { account: 3, ip: 10 } as const;
/** The wait doubles with every wrong attempt past the free ones, from 2 s up to 15 min; never a permanent lock. */
export const MAX_WAIT_MS = 15 * 60 * 1000;
const COUNT_TTL_MS = 24 * 60 * 60 * 1000;

export function waitAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_WAIT_MS, 1000 * 2 ** (failures - free + 1));
}

/** The growing delay on wrong passwords or codes, per account (e-mail) and per IP, in the shared key-value store. */
export class SignInSlowDown {
  constructor(private readonly kv: KvStore) {}

  /** Milliseconds the caller must still wait (0: may try now). */
  async waitMs(email: string, ip: string): Promise<number> {
    const [a, b] = await Promise.all([this.kv.ttl(`staff:wait:acct:${email}`), this.kv.ttl(`staff:wait:ip:${ip}`)]);
    return Math.max(a, b, 0);
  }

  async failed(email: string, ip: string): Promise<void> {
    const [account, fromIp] = await Promise.all([this.kv.incr(`staff:fail:acct:${email}`, COUNT_TTL_MS), this.kv.incr(`staff:fail:ip:${ip}`, COUNT_TTL_MS)]);
    const waits: Promise<void>[] = [];
    const a = waitAfter(account, FREE.account);
    const b = waitAfter(fromIp, FREE.ip);
    if (a > 0) waits.push(this.kv.set(`staff:wait:acct:${email}`, '1', a));
    if (b > 0) waits.push(this.kv.set(`staff:wait:ip:${ip}`, '1', b));
    await Promise.all(waits);
  }

  /** A right sign-in clears the account's count (the IP's stays: it may be guessing many accounts). */
  async succeeded(email: string): Promise<void> {
    await this.kv.del(`staff:fail:acct:${email}`);
  }
}
