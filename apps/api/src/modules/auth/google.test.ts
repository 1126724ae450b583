import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakeGoogle } from '../../../test/fake-google';
import { call, createTestApp, latestCode, uniqueMobile } from '../../../test/harness';
import { GOOGLE_MESSAGES } from '../../providers/google/id-token';
import { AUTH_MESSAGES } from './service';

let google: Awaited<ReturnType<typeof startFakeGoogle>>;
beforeAll(async () => {
  google = await startFakeGoogle();
});
afterAll(() => google.close());

const bindCheck = (app: Awaited<ReturnType<typeof createTestApp>>, authCode: string) =>
  call(app, 'POST', '/api/v1/user-third-info/bind-check', { authCode, thirdType: 1, deviceType: 4 });

describe('Google sign-in', () => {
  it('answers 501 with a clear message when GOOGLE_CLIENT_ID is not set outside the sandbox', async () => {
    const app = await createTestApp({ sandbox: false });
    const res = await bindCheck(app, await google.token());
    expect(res.status).toBe(501);
    expect(res.json).toEqual({ code: 501, msg: GOOGLE_MESSAGES.notConfigured, data: null });
  });

  it('binds a phone to a new Google account once, then logs in with the Google token alone', async () => {
    const app = await createTestApp({ google: google.config });
    const sub = randomUUID();
    const token = await google.token({ sub });
    expect((await bindCheck(app, token)).json.data).toEqual({ bind: false });

    const alone = await call(app, 'POST', '/api/authentication/mobileLogin', { authCode: token, thirdType: 1, deviceType: 4 });
    expect(alone.json).toEqual({ code: 400, msg: AUTH_MESSAGES.notBound, data: null });

    const mobile = uniqueMobile();
    await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`);
    const captcha = await latestCode(app, mobile);
    const bound = await call(app, 'POST', '/api/authentication/mobileLogin', { authCode: token, thirdType: 1, deviceType: 4, mobile, captcha });
    expect(bound.json.data).toMatchObject({ appRedirectStatus: 1 });

    expect((await bindCheck(app, token)).json.data).toEqual({ bind: true });
    const again = await call(app, 'POST', '/api/authentication/mobileLogin', { authCode: token, thirdType: 1, deviceType: 4 });
    expect(again.json.data).toMatchObject({ id: bound.json.data.id, appRedirectStatus: 0 });
  });

  it('refuses to bind a phone that already has another Google account', async () => {
    const app = await createTestApp({ google: google.config });
    const mobile = uniqueMobile();
    await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`);
    const first = await latestCode(app, mobile);
    const bind = { authCode: await google.token({ sub: randomUUID() }), thirdType: 1, mobile, captcha: first };
    expect((await call(app, 'POST', '/api/authentication/mobileLogin', bind)).status).toBe(200);
    // A second app: its own rate-limit store, so the 60 s resend wait does not apply.
    const second = await createTestApp({ google: google.config });
    await call(second, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`);
    const captcha = await latestCode(second, mobile);
    const res = await call(second, 'POST', '/api/authentication/mobileLogin', { authCode: await google.token({ sub: randomUUID() }), thirdType: 1, mobile, captcha });
    expect(res.json).toEqual({ code: 409, msg: AUTH_MESSAGES.phoneHasOtherGoogle, data: null });
  });

  it('refuses forged, expired, wrong-audience and wrong-issuer tokens', async () => {
    const app = await createTestApp({ google: google.config });
    const bad = [
      await google.forge(),
      await google.token({ expiresIn: -60 }),
      await google.token({ aud: 'someone-else.apps.googleusercontent.com' }),
      await google.token({ iss: 'https://evil.example.com' }),
      'not-a-jwt',
    ];
    for (const authCode of bad) {
      const res = await bindCheck(app, authCode);
      expect(res.json).toEqual({ code: 400, msg: GOOGLE_MESSAGES.invalid, data: null });
      const login = await call(app, 'POST', '/api/authentication/mobileLogin', { authCode, thirdType: 1 });
      expect(login.json.msg).toBe(GOOGLE_MESSAGES.invalid);
    }
  });
});
