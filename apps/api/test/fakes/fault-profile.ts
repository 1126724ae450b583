/**
 * How a misbehaving mobile-money operator misbehaves (issue 49): a fault profile (shares and time spreads) and the
 * seeded model that draws, for each request and each transaction, what the operator does with it. Pure: no timers,
 * no sockets; `operator-faults.ts` applies the draws to the fake operators (`mtn-fake.ts`, `airtel-fake.ts`).
 */

/** A time spread: a log-normal with this median and 99th percentile (ms). */
export interface Spread {
  medianMs: number;
  p99Ms: number;
}

export interface FaultProfile {
  /** The same seed draws the same faults in the same order. */
  seed: number;
  /** How long the operator takes to answer any API call (token, create, status). */
  answer: Spread;
  /** The wallet owner answering the PIN prompt (collections). */
  approval: Spread;
  /** A transfer completing (disbursements). */
  transfer: Spread;
  /** Share of PIN prompts the owner declines (FAILED at the operator). */
  declined: number;
  /** Share of transfers the operator fails (e.g. the wallet's limit). */
  transferFailed: number;
  /** Create calls (requesttopay, transfer, payments): 5xx; of those, `storedShare` were stored before the error. */
  request: { serverError: number; storedShare: number; timeout: number };
  /** Status queries: 5xx, or no answer at all. */
  status: { serverError: number; timeout: number };
  /** Share of transactions the operator keeps PENDING (no callback) until a status query after the decision time. */
  heldUntilAsked: number;
  /** Share of transactions that stay PENDING at the operator (never decided, no callback). */
  neverDecided: number;
  /** Of the transactions decided on their own: share whose callback is lost, sent twice, or sent out of order. */
  callback: { lost: number; duplicated: number; outOfOrder: number };
  /** The delay of a callback after the decision, and of a duplicate or out-of-order copy after the first. */
  callbackDelay: Spread;
  reorderDelay: Spread;
}

/** An operator that answers at once and never misbehaves: the owner approves after 50 ms, every callback arrives. */
export const NO_FAULTS: FaultProfile = {
  seed: 1,
  answer: { medianMs: 0, p99Ms: 0 },
  approval: { medianMs: 50, p99Ms: 50 },
  transfer: { medianMs: 50, p99Ms: 50 },
  declined: 0,
  transferFailed: 0,
  request: { serverError: 0, storedShare: 0, timeout: 0 },
  status: { serverError: 0, timeout: 0 },
  heldUntilAsked: 0,
  neverDecided: 0,
  callback: { lost: 0, duplicated: 0, outOfOrder: 0 },
  callbackDelay: { medianMs: 0, p99Ms: 0 },
  reorderDelay: { medianMs: 0, p99Ms: 0 },
};

/**
 * The payday bench's operators (docs/performance.md, "Payday"): answers in tens of milliseconds, owners approving in
 * seconds (a long tail to a minute), and every fault the issue names at a share a bad day at an operator shows.
 */
export const PAYDAY_FAULTS: FaultProfile = {
  seed: 49,
  answer: { medianMs: 15, p99Ms: 120 },
  approval: { medianMs: 4_000, p99Ms: 45_000 },
  transfer: { medianMs: 800, p99Ms: 8_000 },
  declined: 0.04,
  transferFailed: 0.01,
  request: { serverError: 0.01, storedShare: 0.5, timeout: 0.002 },
  status: { serverError: 0.03, timeout: 0.002 },
  heldUntilAsked: 0.03,
  neverDecided: 0.001,
  callback: { lost: 0.08, duplicated: 0.05, outOfOrder: 0.05 },
  callbackDelay: { medianMs: 100, p99Ms: 2_000 },
  reorderDelay: { medianMs: 1_500, p99Ms: 10_000 },
};

/** mulberry32: a small, fast, seeded generator of [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** z of the 99th percentile of the standard normal. */
const Z99 = 2.326_347_874;

/** A draw (ms, whole) from a log-normal with the spread's median and p99; a zero median draws 0. */
export function drawMs(random: () => number, spread: Spread): number {
  if (spread.medianMs <= 0) return 0;
  const sigma = Math.log(Math.max(spread.p99Ms, spread.medianMs) / spread.medianMs) / Z99;
  // Box-Muller; 1 - u keeps the logarithm finite.
  const z = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return Math.round(spread.medianMs * Math.exp(sigma * z));
}

/** What happens to one API call: answered after a delay, a 5xx (the transaction stored first or not), or no answer. */
export type CallFate = { kind: 'answer'; delayMs: number } | { kind: 'server-error'; delayMs: number; stored: boolean } | { kind: 'timeout' };

/** A callback the operator sends: `afterMs` after the decision, or (early) after the transaction was created. */
export interface PlannedCallback {
  afterMs: number;
  /** Sent before the decision (while the operator still says PENDING): an out-of-order callback. */
  early: boolean;
}

/** What becomes of one transaction. */
export interface TransactionPlan {
  /** 'never': stays PENDING at the operator. */
  outcome: 'SUCCESSFUL' | 'FAILED' | 'never';
  /** After creation: when the owner answers (collections) or the transfer completes. */
  decideAfterMs: number;
  /** Decided only by a status query at or after that time; no callback. */
  held: boolean;
  /** The callbacks, in the order they are scheduled ([]: lost, or held, or never decided). */
  callbacks: PlannedCallback[];
  /** For the operator's statistics: which fault the callbacks got. */
  callbackFault: 'none' | 'lost' | 'duplicated' | 'out-of-order';
}

/** The seeded model: each call draws the next fate from the profile. */
export class FaultModel {
  readonly #random: () => number;
  constructor(readonly profile: FaultProfile) {
    this.#random = seeded(profile.seed);
  }

  #chance(share: number): boolean {
    return share > 0 && this.#random() < share;
  }

  #answer(): CallFate {
    return { kind: 'answer', delayMs: drawMs(this.#random, this.profile.answer) };
  }

  /** A token call: answered (tokens are not where this profile's faults are). */
  token(): CallFate {
    return this.#answer();
  }

  /** A create call (request to pay, transfer). */
  create(): CallFate {
    const { serverError, storedShare, timeout } = this.profile.request;
    if (this.#chance(timeout)) return { kind: 'timeout' };
    if (this.#chance(serverError)) return { kind: 'server-error', delayMs: drawMs(this.#random, this.profile.answer), stored: this.#random() < storedShare };
    return this.#answer();
  }

  /** A status query. */
  status(): CallFate {
    const { serverError, timeout } = this.profile.status;
    if (this.#chance(timeout)) return { kind: 'timeout' };
    if (this.#chance(serverError)) return { kind: 'server-error', delayMs: drawMs(this.#random, this.profile.answer), stored: true };
    return this.#answer();
  }

  /** The fate of a transaction the operator has just stored. */
  transaction(kind: 'collection' | 'disbursement'): TransactionPlan {
    const p = this.profile;
    const collection = kind === 'collection';
    const decideAfterMs = drawMs(this.#random, collection ? p.approval : p.transfer);
    const failed = this.#chance(collection ? p.declined : p.transferFailed);
    const outcome = failed ? 'FAILED' : 'SUCCESSFUL';
    if (this.#chance(p.neverDecided)) return { outcome: 'never', decideAfterMs, held: false, callbacks: [], callbackFault: 'none' };
    if (this.#chance(p.heldUntilAsked)) return { outcome, decideAfterMs, held: true, callbacks: [], callbackFault: 'none' };
    const first = drawMs(this.#random, p.callbackDelay);
    const roll = this.#random();
    const { lost, duplicated, outOfOrder } = p.callback;
    if (roll < lost) return { outcome, decideAfterMs, held: false, callbacks: [], callbackFault: 'lost' };
    if (roll < lost + duplicated) {
      const again = first + drawMs(this.#random, p.reorderDelay);
      return { outcome, decideAfterMs, held: false, callbacks: [{ afterMs: first, early: false }, { afterMs: again, early: false }], callbackFault: 'duplicated' };
    }
    if (roll < lost + duplicated + outOfOrder) {
      // One callback before the decision (the operator still says PENDING when asked), the real one held back so that
      // later transactions' callbacks overtake it.
      const late = first + drawMs(this.#random, p.reorderDelay);
      return { outcome, decideAfterMs, held: false, callbacks: [{ afterMs: 0, early: true }, { afterMs: late, early: false }], callbackFault: 'out-of-order' };
    }
    return { outcome, decideAfterMs, held: false, callbacks: [{ afterMs: first, early: false }], callbackFault: 'none' };
  }
}

/** A profile with some fields replaced (nested objects merged one level deep). */
export function withFaults(base: FaultProfile, changes: Partial<{ [K in keyof FaultProfile]: FaultProfile[K] extends object ? Partial<FaultProfile[K]> : FaultProfile[K] }>): FaultProfile {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    const current = (base as unknown as Record<string, unknown>)[key];
    out[key] = typeof value === 'object' && value !== null && typeof current === 'object' ? { ...current, ...value } : value;
  }
  return out as unknown as FaultProfile;
}
