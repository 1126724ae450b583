import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import type { KvStore } from '../../db/kv';
import { AttemptGate, hashPassword, passwordMatches } from '../staff/plugin';
import type { GateScope } from '../staff/plugin';
import { ussdPins } from './schema';

/** Wrong PINs before any wait; then the wait doubles from 2 s up to 15 minutes (never a permanent lock). */
export const PIN_FREE_TRIES = 3;

export type PinCheck = { ok: true } | { ok: false; why: 'unset' } | { ok: false; why: 'wrong' } | { ok: false; why: 'wait'; waitMs: number };

/**
 * The borrower's USSD PIN: argon2id-hashed in `ussd_pins`, checked with a growing wait after wrong tries (counted per
 * account in the shared key-value store, like staff sign-ins and login codes): a guesser is slowed, the owner is never
 * locked out for good, and setting a new PIN in the app (after a login) clears the wait. Each try is reserved before
 * the PIN is compared (the staff module's AttemptGate; issue 42, defect 2): of any number of parallel tries exactly the
 * free ones, or one after a wait, are compared.
 */
export class UssdPins {
  private readonly gate: AttemptGate;

  constructor(
    private readonly db: Db,
    kv: KvStore,
    private readonly now: () => number,
  ) {
    this.gate = new AttemptGate(kv);
  }

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
    await this.gate.clear(scopeOf(userId));
  }

  /** Milliseconds before this account may try a PIN again (0: now). */
  waitMs(userId: number): Promise<number> {
    return this.gate.waitMs(scopeOf(userId));
  }

  async check(userId: number, pin: string): Promise<PinCheck> {
    const reserved = await this.gate.reserve([scopeOf(userId)]);
    if (!reserved.ok) return { ok: false, why: 'wait', waitMs: reserved.waitMs };
    const [row] = await this.db.select({ pinHash: ussdPins.pinHash }).from(ussdPins).where(eq(ussdPins.userId, userId));
    if (!row) {
      await reserved.reservation.release();
      return { ok: false, why: 'unset' };
    }
    if (await passwordMatches(row.pinHash, pin)) {
      await reserved.reservation.succeeded(() => true);
      return { ok: true };
    }
    await reserved.reservation.failed();
    return { ok: false, why: 'wrong' };
  }
}

const scopeOf = (userId: number): GateScope => ({ key: `ussd-pin:${userId}`, free: PIN_FREE_TRIES });
