import { createHash } from 'node:crypto';

import type { KvStore } from '../db/kv';

export const TIMESTAMP_WINDOW_MS = 300_000;
export const NONCE_TTL_MS = 600_000;
const NONCE = /^[A-Za-z0-9]{6}$/;
const TIMESTAMP = /^\d{1,15}$/;

export const SIGN_MESSAGES = {
  missing: 'Signed call without uid, nonce, timestamp and sign headers',
  nonce: 'nonce must be 6 letters or digits',
  timestamp: 'timestamp must be milliseconds since the epoch',
  sign: 'Request signature does not match',
  stale: 'Request time is more than 300 seconds from server time; please check the time on your phone',
  replay: 'This request was already received; please try again',
  otherUid: 'This session is signed with another uid: a session keeps the uid of its first signed call. Please log in again',
} as const;

export type SignRefusal = keyof typeof SIGN_MESSAGES;

export interface SignedHeaders {
  uid?: string | undefined;
  nonce?: string | undefined;
  timestamp?: string | undefined;
  sign?: string | undefined;
}

/** Lowercase hex MD5(uid + nonce + timestamp), as the client computes it. */
export function computeSign(uid: string, nonce: string, timestamp: string): string {
  return createHash('md5').update(uid + nonce + timestamp).digest('hex');
}

/**
 * The sign carries no secret, so it only counts together with the time window and the replay cache: a request is
 * accepted once, within 300 s of server time, with a matching sign. Answers null when accepted, else the reason.
 */
export async function verifySignature(h: SignedHeaders, now: number, kv: KvStore): Promise<SignRefusal | null> {
  return checkSignature(h, now) ?? (await rememberNonce(h, kv));
}

/** The stateless half: headers present and well-formed, sign matching, timestamp within the window. Writes nothing. */
export function checkSignature(h: SignedHeaders, now: number): SignRefusal | null {
  const { uid, nonce, timestamp, sign } = h;
  if (!uid || !nonce || !timestamp || !sign || uid.length > 64) return 'missing';
  if (!NONCE.test(nonce)) return 'nonce';
  if (!TIMESTAMP.test(timestamp)) return 'timestamp';
  if (sign !== computeSign(uid, nonce, timestamp)) return 'sign';
  if (Math.abs(Number(timestamp) - now) > TIMESTAMP_WINDOW_MS) return 'stale';
  return null;
}

/**
 * The stateful half, called only once the token is known to be a live session (so made-up tokens cannot fill the
 * cache), before the body is validated (so a request refused for its body has spent its nonce too): the first use of
 * `(uid, nonce)` within 600 s wins, any other is a replay.
 */
export async function rememberNonce(h: SignedHeaders, kv: KvStore): Promise<'replay' | null> {
  const fresh = await kv.setIfAbsent(`nonce:${h.uid}:${h.nonce}`, '1', NONCE_TTL_MS);
  return fresh ? null : 'replay';
}

/** The uid the session is bound to (binding it to `uid` if it is not bound yet); null if the binding just expired. */
async function boundUid(kv: KvStore, tokenHash: string, uid: string, sessionTtlMs: number): Promise<string | null> {
  const key = `session-uid:${tokenHash}`;
  if (await kv.setIfAbsent(key, uid, sessionTtlMs)) return uid;
  return kv.get(key);
}

export const UID_BINDINGS_KEPT = 50_000;

/**
 * The sign carries no secret, so the uid alone says nothing about the caller; bound to the session it does: the first
 * signed call of a session (by its token hash) records its uid for the session's lifetime, and every later call must
 * carry the same one; `bind` answers false for another uid.
 *
 * The bindings this process has seen are kept in memory (issue 34: after a session's first call, its
 * binding was two store round trips per signed call, in Redis a SET NX then a GET). A binding never changes while its
 * session is active: it is written once, at the session's first signed call, for the session's whole lifetime, and
 * the session (fixed expiry from its creation) ends first; the caller reads the session before. So the kept uid is
 * the store's, and it is kept no longer than the lifetime it was written with. At most `max` are kept (the oldest are
 * dropped and read again when needed).
 */
export class UidBindings {
  readonly #known = new Map<string, { uid: string; until: number }>();

  constructor(
    private readonly kv: KvStore,
    private readonly sessionTtlMs: number,
    private readonly now: () => number,
    private readonly max = UID_BINDINGS_KEPT,
  ) {}

  async bind(tokenHash: string, uid: string): Promise<boolean> {
    const now = this.now();
    const known = this.#known.get(tokenHash);
    if (known && known.until > now) return known.uid === uid;
    const bound = await boundUid(this.kv, tokenHash, uid, this.sessionTtlMs);
    if (bound !== null) {
      this.#known.delete(tokenHash);
      if (this.#known.size >= this.max) this.#known.delete(this.#known.keys().next().value!);
      this.#known.set(tokenHash, { uid: bound, until: now + this.sessionTtlMs });
    }
    return bound === uid;
  }

  get size() {
    return this.#known.size;
  }
}
