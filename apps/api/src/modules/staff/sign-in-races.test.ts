import { randomUUID } from 'node:crypto';

import { describe, expect, it, vi } from 'vitest';

import { createTestApp } from '../../../test/harness';
import { missingServices, redisStores } from '../../../test/services';
import { newAccount, randomIp } from '../../../test/staff-sessions';
import type { App } from '../../app';
import { testRedisUrl } from '../../config/test-env';
import { TOTP_STEP_MS, totpNow } from './secrets';
import { signInFrom, statusCounts } from './sign-in-attacks.support';
import { SIGN_IN_FREE } from './sign-in-limits';

vi.setConfig({ testTimeout: 180_000 });

// Issue 42, defect 2: the sign-in's slow-down read the wait before checking and counted the failure after, so 60 of
// 60 parallel password guesses and 347 of 400 parallel TOTP guesses were checked. Each attempt is now reserved first
// (attempt-gate.ts): of N attempts at once, exactly the account's free ones are checked (401), the rest answer 429.
const noRedis = await missingServices({ redis: testRedisUrl() });
const redisKv = redisStores();

/** 60 wrong passwords at once from one address, and 400 wrong codes (right password) at once from 20 addresses. */
async function guesses(apps: App[], where: string) {
  const account = await newAccount(apps[0]!);
  const at = (i: number) => apps[i % apps.length]!;
  const ip = randomIp();
  const passwords = await Promise.all(Array.from({ length: 60 }, (_, i) => signInFrom(at(i), ip, { email: account.email, password: `wrong-${i}`, totp: '000000' })));
  const other = await newAccount(apps[0]!);
  const addresses = Array.from({ length: 20 }, () => randomIp());
  const right = totpNow(other.totpSecret, Date.now() + TOTP_STEP_MS);
  const codes = await Promise.all(
    Array.from({ length: 400 }, (_, i) => {
      const guess = String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
      return signInFrom(at(i), addresses[i % 20]!, { email: other.email, password: other.password, totp: guess });
    }),
  );
  const p = statusCounts(passwords);
  const c = statusCounts(codes);
  console.log(`[sign-in races] ${where}: 60 parallel passwords: ${p[401] ?? 0} checked, ${p[429] ?? 0} refused; 400 parallel codes from 20 addresses: ${c[401] ?? 0} checked, ${c[429] ?? 0} refused`);
  expect(p).toEqual({ 401: SIGN_IN_FREE.account, 429: 60 - SIGN_IN_FREE.account });
  expect(c).toEqual({ 401: SIGN_IN_FREE.account, 429: 400 - SIGN_IN_FREE.account });
}

describe('parallel staff sign-in guesses: exactly the allowance is checked (issue 42, defect 2)', () => {
  it('in one process (in-process store)', async () => {
    await guesses([await createTestApp()], 'in-process');
  });

  it.skipIf(noRedis !== '')(`on Redis${noRedis ? ` (skipped: ${noRedis})` : ''}`, async () => {
    await guesses([await createTestApp({}, { kv: redisKv(`pocket-test:${randomUUID()}:`) })], 'Redis');
  });

  it.skipIf(noRedis !== '')(`across two app processes on one Redis${noRedis ? ` (skipped: ${noRedis})` : ''}`, async () => {
    const prefix = `pocket-test:${randomUUID()}:`;
    await guesses([await createTestApp({}, { kv: redisKv(prefix) }), await createTestApp({}, { kv: redisKv(prefix) })], 'two apps on one Redis');
  });
});
