import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { call, createTestApp, loginAs, randomNonce, signHeaders, testClock } from '../../test/harness';
import { MemoryKv } from '../db/kv';
import { computeSign, NONCE_TTL_MS, SIGN_MESSAGES, TIMESTAMP_WINDOW_MS, verifySignature } from './signature';

const nonceArb = fc.stringMatching(/^[A-Za-z0-9]{6}$/);
const uidArb = fc.uuid();

describe('signature verifier (property)', () => {
  it('accepts every correctly signed request within 300 s exactly once, and rejects its replay (0 false rejects)', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(uidArb, nonceArb, fc.integer({ min: -TIMESTAMP_WINDOW_MS, max: TIMESTAMP_WINDOW_MS }), async (uid, nonce, skew) => {
        const now = 1_750_000_000_000;
        const kv = new MemoryKv(() => now);
        const timestamp = String(now + skew);
        const h = { uid, nonce, timestamp, sign: computeSign(uid, nonce, timestamp) };
        expect(await verifySignature(h, now, kv)).toBeNull();
        expect(await verifySignature(h, now, kv)).toBe('replay');
        accepted += 1;
      }),
      { numRuns: 300 },
    );
    expect(accepted).toBe(300);
  });

  it('rejects any mutation of uid, nonce, timestamp or sign (0 false accepts)', async () => {
    await fc.assert(
      fc.asyncProperty(
        uidArb,
        nonceArb,
        fc.constantFrom('uid', 'nonce', 'timestamp', 'sign'),
        fc.string({ minLength: 1, maxLength: 3 }),
        async (uid, nonce, field, noise) => {
          const now = 1_750_000_000_000;
          const timestamp = String(now);
          const good = { uid, nonce, timestamp, sign: computeSign(uid, nonce, timestamp) };
          const mutated = { ...good, [field]: field === 'nonce' ? nonce.slice(1) + (nonce[0] === 'a' ? 'b' : 'a') : good[field as 'uid'] + noise };
          if (field === 'timestamp') mutated.timestamp = String(now + 1 + noise.length);
          fc.pre(mutated[field as 'uid'] !== good[field as 'uid']);
          expect(await verifySignature(mutated, now, new MemoryKv(() => now))).not.toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rejects a timestamp more than 300 s from server time, either way', async () => {
    await fc.assert(
      fc.asyncProperty(uidArb, nonceArb, fc.integer({ min: TIMESTAMP_WINDOW_MS + 1, max: 10 * 86_400_000 }), fc.boolean(), async (uid, nonce, off, past) => {
        const now = 1_750_000_000_000;
        const timestamp = String(past ? now - off : now + off);
        const h = { uid, nonce, timestamp, sign: computeSign(uid, nonce, timestamp) };
        expect(await verifySignature(h, now, new MemoryKv(() => now))).toBe('stale');
      }),
      { numRuns: 200 },
    );
  });

  it('forgets a nonce after 600 s: the same (uid, nonce) with a fresh timestamp is accepted again', async () => {
    const clock = testClock(1_750_000_000_000);
    const kv = new MemoryKv(clock.now);
    const sign = (ts: number) => ({ uid: 'u1', nonce: 'Ab12Cd', timestamp: String(ts), sign: computeSign('u1', 'Ab12Cd', String(ts)) });
    expect(await verifySignature(sign(clock.now()), clock.now(), kv)).toBeNull();
    clock.advance(NONCE_TTL_MS - 1);
    expect(await verifySignature(sign(clock.now()), clock.now(), kv)).toBe('replay');
    clock.advance(2);
    expect(await verifySignature(sign(clock.now()), clock.now(), kv)).toBeNull();
  });
});

describe('signed calls through the app', () => {
  it('refuses a replayed nonce with a clear message', async () => {
    const app = await createTestApp();
    const session = await loginAs(app);
    const headers = session.signedHeaders();
    expect((await call(app, 'GET', '/api/my/getUserInfo', undefined, headers)).status).toBe(200);
    const replay = await call(app, 'GET', '/api/my/getUserInfo', undefined, headers);
    expect(replay.json).toEqual({ code: 403, msg: SIGN_MESSAGES.replay, data: null });
  });

  it('refuses a stale timestamp and answers the server time', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    const session = await loginAs(app);
    const headers = session.signedHeaders();
    clock.advance(TIMESTAMP_WINDOW_MS + 1000);
    const res = await call(app, 'GET', '/api/my/getUserInfo', undefined, headers);
    expect(res.json).toEqual({ code: 403, msg: SIGN_MESSAGES.stale, data: { serverTime: clock.now() } });
  });

  it('refuses a bad sign, a bad nonce and missing signature headers', async () => {
    const app = await createTestApp();
    const session = await loginAs(app);
    const bad = await call(app, 'GET', '/api/my/getUserInfo', undefined, { ...session.signedHeaders(), sign: 'a'.repeat(32) });
    expect(bad.json.msg).toBe(SIGN_MESSAGES.sign);
    const nonce = session.signedHeaders({ nonce: 'abc' });
    expect((await call(app, 'GET', '/api/my/getUserInfo', undefined, nonce)).json.msg).toBe(SIGN_MESSAGES.nonce);
    const missing = await call(app, 'GET', '/api/my/getUserInfo', undefined, { token: session.token });
    expect(missing.json).toEqual({ code: 403, msg: SIGN_MESSAGES.missing, data: null });
  });

  it('answers 401 without a token or with an unknown one', async () => {
    const app = await createTestApp();
    expect((await call(app, 'GET', '/api/my/getUserInfo')).json.code).toBe(401);
    const session = await loginAs(app);
    const forged = session.signedHeaders({ token: 'x'.repeat(43) });
    expect((await call(app, 'GET', '/api/my/getUserInfo', undefined, forged)).status).toBe(401);
    expect(randomNonce()).toMatch(/^[A-Za-z0-9]{6}$/);
  });
});

describe('the signature binds the caller (issue 34)', () => {
  it('a session keeps the uid of its first signed call: a signed call with uid "999999" is refused, the session\'s own uid still works', async () => {
    const app = await createTestApp();
    const session = await loginAs(app);
    expect((await session.call('GET', '/api/my/getUserInfo')).status).toBe(200);
    const other = await call(app, 'GET', '/api/my/getUserInfo', undefined, signHeaders(app, session.token, '999999'));
    expect([other.status, other.json]).toEqual([401, { code: 401, msg: SIGN_MESSAGES.otherUid, data: null }]);
    const body = await call(app, 'POST', '/api/order/api/extensionDetail', { planId: 1 }, signHeaders(app, session.token, '999999'));
    expect([body.status, body.json.msg]).toEqual([401, SIGN_MESSAGES.otherUid]);
    expect((await session.call('GET', '/api/my/getUserInfo')).status).toBe(200);
  });

  it('whoever signs first binds the session: a stolen token signed first with another uid locks the real uid out', async () => {
    const app = await createTestApp();
    const session = await loginAs(app);
    expect((await call(app, 'GET', '/api/my/getUserInfo', undefined, signHeaders(app, session.token, '999999'))).status).toBe(200);
    expect((await session.call('GET', '/api/my/getUserInfo')).json).toEqual({ code: 401, msg: SIGN_MESSAGES.otherUid, data: null });
  });

  it('a nonce is spent by a request refused for its body (400): the same nonce with a fixed body is a replay', async () => {
    const app = await createTestApp();
    const session = await loginAs(app);
    const headers = session.signedHeaders();
    const refused = await call(app, 'POST', '/api/order/api/extensionDetail', { planId: true }, headers);
    expect([refused.status, refused.json.msg]).toEqual([400, 'planId: must be a whole number']);
    const fixed = await call(app, 'POST', '/api/order/api/extensionDetail', { planId: 1 }, headers);
    expect([fixed.status, fixed.json]).toEqual([403, { code: 403, msg: SIGN_MESSAGES.replay, data: null }]);
    // A fresh nonce is not a replay (the refusal above is the replay cache, not the bill).
    expect((await session.call('POST', '/api/order/api/extensionDetail', { planId: 1 })).json.msg).not.toBe(SIGN_MESSAGES.replay);
  });

  it('a process keeps the bindings it has seen: after the first call the uid costs no store round trip, and it still refuses another uid', async () => {
    const kv = new CountingKv(Date.now);
    const one = await createTestApp({}, { kv });
    const two = await createTestApp({}, { kv });
    const session = await loginAs(one);
    expect((await session.call('GET', '/api/my/getUserInfo')).status).toBe(200);
    kv.keys = [];
    expect((await session.call('GET', '/api/my/getUserInfo')).status).toBe(200);
    expect(kv.keys.filter((k) => k.startsWith('session-uid:'))).toEqual([]);
    expect(kv.keys.filter((k) => k.startsWith('nonce:'))).toHaveLength(1);
    // Another process reads the binding from the store once, then keeps it too.
    const onTwo = (uid: string) => call(two, 'GET', '/api/my/getUserInfo', undefined, signHeaders(two, session.token, uid));
    expect((await onTwo(session.uid)).status).toBe(200);
    kv.keys = [];
    for (const app of [one, two]) {
      const other = await call(app, 'GET', '/api/my/getUserInfo', undefined, signHeaders(app, session.token, '999999'));
      expect([other.status, other.json]).toEqual([401, { code: 401, msg: SIGN_MESSAGES.otherUid, data: null }]);
    }
    expect((await onTwo(session.uid)).status).toBe(200);
    expect(kv.keys.filter((k) => k.startsWith('session-uid:'))).toEqual([]);
  });
});

/** The store's keys each call touched, in order. */
class CountingKv extends MemoryKv {
  keys: string[] = [];
  override async setIfAbsent(key: string, value: string, ttlMs: number) {
    this.keys.push(key);
    return super.setIfAbsent(key, value, ttlMs);
  }
  override async get(key: string) {
    this.keys.push(key);
    return super.get(key);
  }
}
