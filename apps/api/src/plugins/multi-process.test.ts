import { randomUUID } from 'node:crypto';

import { afterAll, describe, expect, it } from 'vitest';

import { call, createTestApp, latestCode, loginAs, uniqueMobile } from '../../test/harness';
import { missingServices } from '../../test/services';
import { testRedisUrl } from '../config/test-env';
import { createKv } from '../db/kv';
import { OTP_MESSAGES } from '../modules/auth/otp.service';
import { SIGN_MESSAGES } from './signature';

// Two app instances on one Redis stand for two server processes behind a load balancer.
const prefix = `pocket-test:${randomUUID()}:`;
const noRedis = await missingServices({ redis: testRedisUrl() });
const kvs = noRedis ? [] : [createKv(testRedisUrl(), Date.now, prefix), createKv(testRedisUrl(), Date.now, prefix)];
afterAll(async () => {
  for (const kv of kvs) await kv.close();
});

describe.skipIf(noRedis !== '')(`with REDIS_URL, limits and the nonce cache hold across processes${noRedis ? ` (skipped: ${noRedis})` : ''}`, () => {
  it('a nonce used on one process is refused on the other', async () => {
    const one = await createTestApp({}, { kv: kvs[0]! });
    const two = await createTestApp({}, { kv: kvs[1]! });
    const session = await loginAs(one);
    const headers = session.signedHeaders();
    expect((await call(one, 'GET', '/api/my/getUserInfo', undefined, headers)).status).toBe(200);
    expect((await call(two, 'GET', '/api/my/getUserInfo', undefined, headers)).json.msg).toBe(SIGN_MESSAGES.replay);
  });

  it('a code sent by one process is verified once by the other, and the browser’s resend wait holds on both', async () => {
    const one = await createTestApp({}, { kv: kvs[0]! });
    const two = await createTestApp({}, { kv: kvs[1]! });
    const mobile = uniqueMobile();
    const sent = await call(one, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`);
    expect(sent.status).toBe(200);
    // The code and its 60 s wait belong to the browser that asked (its pocket_otp cookie, issue 34).
    const browser = { cookie: String(sent.headers['set-cookie']).split(';')[0]! };
    const resend = await call(two, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`, undefined, browser);
    expect(resend.json.code).toBe(429);
    const captcha = await latestCode(one, mobile);
    const body = { mobile, captcha, deviceType: 4 };
    expect((await call(two, 'POST', '/api/authentication/mobileLogin', body, browser)).status).toBe(200);
    expect((await call(one, 'POST', '/api/authentication/mobileLogin', body, browser)).json.msg).toBe(OTP_MESSAGES.expired);
  });
});
