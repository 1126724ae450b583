import type { KvStore } from '../../db/kv';

/** The wait doubles with every wrong attempt past the free ones, from 2 s up to 15 min; never a permanent lock. */
export const MAX_WAIT_MS = 15 * 60 * 1000;
const COUNT_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How long the gate claimed by an attempt past the free ones holds while that attempt is checked (argon2id and a
 * database round trip take well under a second); the attempt's outcome then sets the real wait or lifts the gate.
 */
const CHECK_LEASE_MS = 60_000;

/** The wait after `failures` wrong attempts when `free` are allowed without one (0: none yet). */
export function waitAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_WAIT_MS, 1000 * 2 ** (failures - free + 1));
}

/** One counted scope of attempts: an account, an address, a device; `free` attempts go before the first wait. */
export interface GateScope {
  key: string;
  free: number;
}

/** An attempt that may be checked now; say how it ended (exactly once). */
export interface Reservation {
  /** A wrong attempt: it stays counted, and the next waits by the count. Answers the scopes now waiting, with the wait. */
  failed(): Promise<Array<{ scope: GateScope; waitMs: number }>>;
  /** A right attempt: `clear` scopes forget their count (an account), the others only give this attempt back (an address). */
  succeeded(clear: (scope: GateScope) => boolean): Promise<void>;
  /** Not an attempt after all (refused before any secret was checked): given back to every scope. */
  release(): Promise<void>;
}

export type GateAnswer = { ok: true; reservation: Reservation } | { ok: false; waitMs: number; scope: GateScope };

const countKey = (scope: GateScope) => `${scope.key}:count`;
const gateKey = (scope: GateScope) => `${scope.key}:gate`;

/**
 * The growing wait after wrong attempts, reserved before the secret is checked (issue 42, defect 2: a check-then-act
 * slow-down let 60 of 60 parallel guesses through). Each attempt first takes its number with an atomic increment of
 * the scope's count; the attempts below `free` go on, and an attempt at or past it goes on only if it claims the
 * scope's gate (SET NX, atomic): of any number of parallel attempts exactly one does. A refused attempt gives its
 * number back. On Redis (REDIS_URL) this holds across processes; in-process within one.
 */
export class AttemptGate {
  constructor(private readonly kv: KvStore) {}

  /** Milliseconds before the scope takes another attempt (0: now). */
  waitMs(scope: GateScope): Promise<number> {
    return this.kv.ttl(gateKey(scope));
  }

  /** Reserves one attempt on each scope in order; refused on the first scope that is waiting (later scopes untouched). */
  async reserve(scopes: readonly GateScope[]): Promise<GateAnswer> {
    const taken: Array<{ scope: GateScope; gate: boolean }> = [];
    for (const scope of scopes) {
      const one = await this.reserveOne(scope);
      if (one.ok) {
        taken.push({ scope, gate: one.gate });
        continue;
      }
      await Promise.all(taken.map((t) => this.giveBack(t.scope, t.gate)));
      return { ok: false, waitMs: Math.max(one.waitMs, 1000), scope };
    }
    let settled = false;
    const once = async <T>(run: () => Promise<T>, none: T): Promise<T> => {
      if (settled) return none;
      settled = true;
      return run();
    };
    return {
      ok: true,
      reservation: {
        failed: () =>
          once(async () => {
            const waits = await Promise.all(taken.map(async (t) => ({ scope: t.scope, waitMs: await this.failedOn(t.scope, t.gate) })));
            return waits.filter((w) => w.waitMs > 0);
          }, []),
        succeeded: (clear) => once(async () => void (await Promise.all(taken.map((t) => (clear(t.scope) ? this.clear(t.scope) : this.giveBack(t.scope, t.gate))))), undefined),
        release: () => once(async () => void (await Promise.all(taken.map((t) => this.giveBack(t.scope, t.gate)))), undefined),
      },
    };
  }

  /** Forgets a scope's count and wait (a new PIN set, a right sign-in of the account). */
  async clear(scope: GateScope): Promise<void> {
    await Promise.all([this.kv.del(countKey(scope)), this.kv.del(gateKey(scope))]);
  }

  private async reserveOne(scope: GateScope): Promise<{ ok: true; gate: boolean } | { ok: false; waitMs: number }> {
    // Waiting already: refused without touching the count (a flood of refused attempts writes nothing).
    const waiting = await this.kv.ttl(gateKey(scope));
    if (waiting > 0) return { ok: false, waitMs: waiting };
    const n = await this.kv.incr(countKey(scope), COUNT_TTL_MS);
    if (n < scope.free) return { ok: true, gate: false };
    if (await this.kv.setIfAbsent(gateKey(scope), String(n), Math.max(CHECK_LEASE_MS, waitAfter(n, scope.free)))) return { ok: true, gate: true };
    await this.kv.incr(countKey(scope), COUNT_TTL_MS, -1);
    return { ok: false, waitMs: await this.kv.ttl(gateKey(scope)) };
  }

  /**
   * A wrong attempt stays counted; at or past the free ones the gate holds for the wait of the count as it is now. The
   * attempt that holds the gate replaces its lease with that wait; another never shortens a lease still held.
   */
  private async failedOn(scope: GateScope, holder: boolean): Promise<number> {
    const failures = Number((await this.kv.get(countKey(scope))) ?? 0);
    const wait = waitAfter(failures, scope.free);
    if (wait === 0) return 0;
    const held = holder ? 0 : await this.kv.ttl(gateKey(scope));
    await this.kv.set(gateKey(scope), String(failures), Math.max(wait, held));
    return wait;
  }

  private async giveBack(scope: GateScope, gate: boolean): Promise<void> {
    await this.kv.incr(countKey(scope), COUNT_TTL_MS, -1);
    if (gate) await this.kv.del(gateKey(scope));
  }
}
