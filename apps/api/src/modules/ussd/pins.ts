import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import type { KvStore } from '../../db/kv';
import { hashPassword, passwordMatches, waitAfter } from '../staff/plugin';
import { ussdPins } from './schema';

/** Wrong PINs before any wait; then the wait doubles from 2 s up to 15 minutes (never a permanent lock). */
export const PIN_FREE_TRIES = 3;
const COUNT_TTL_MS = 24 * 60 * 60 * 1000;

export type PinCheck = { ok: true } | { ok: false; why: 'unset' } | { ok: false; why: 'wrong' } | { ok: false; why: 'wait'; waitMs: number };

/**
 * The borrower's USSD PIN: argon2id-hashed in `ussd_pins`, checked with a growing wait after wrong tries (counted per
 * account in the shared key-value store, like staff sign-ins and login codes): a guesser is slowed, the owner is never
 * locked out for good, and setting a new PIN in the app (after a login) clears the wait.
 */
export class UssdPins {
  constructor(
    private readonly db: Db,
    private readonly kv: KvStore,
    private readonly now: () => number,
  ) {}

  async isSet(userId: number): Promise<boolean> {
    const [row] = await this.db.select({ userId: ussdPins.userId }).from(ussdPins).where(eq(ussdPins.userId, userId));
    return !!row;
  }

  /** Sets or replaces the PIN (already checked by the contract's ussdPinError). */
  async set(userId: number, pin: string): Promise<void> {
    const pinHash = await hashPassword(pin);
    const updatedAt = new Date(this.now());
    await this.db
      .insert(ussdPins)
      .values({ userId, pinHash, updatedAt })
      .onConflictDoUpdate({ target: ussdPins.userId, set: { pinHash, updatedAt } });
    await Promise.all([this.kv.del(failKey(userId)), this.kv.del(waitKey(userId))]);
  }

  /** Milliseconds before this account may try a PIN again (0: now). */
  waitMs(userId: number): Promise<number> {
    return this.kv.ttl(waitKey(userId));
  }

  async check(userId: number, pin: string): Promise<PinCheck> {
    const waitMs = await this.waitMs(userId);
    if (waitMs > 0) return { ok: false, why: 'wait', waitMs };
    const [row] = await this.db.select({ pinHash: ussdPins.pinHash }).from(ussdPins).where(eq(ussdPins.userId, userId));
    if (!row) return { ok: false, why: 'unset' };
    if (await passwordMatches(row.pinHash, pin)) {
      await this.kv.del(failKey(userId));
      return { ok: true };
    }
    const failures = await this.kv.incr(failKey(userId), COUNT_TTL_MS);
    const wait = waitAfter(failures, PIN_FREE_TRIES);
    if (wait > 0) await this.kv.set(waitKey(userId), '1', wait);
    return { ok: false, why: 'wrong' };
  }
}

const failKey = (userId: number) => `ussd-pin:fail:${userId}`;
const waitKey = (userId: number) => `ussd-pin:wait:${userId}`;
