import { describe, expect, it } from 'vitest';

import { messages, toE164 } from '@pocket/contracts/validators';

import { call, createTestApp, latestCode, loginAs, testClock, uniqueMobile } from '../../../test/harness';
import { accountStampsOf } from '../user/test-support';
import { DEVICE_COOKIE, withTrustedDevice } from './device-trust';
import { OTP_MESSAGES } from './otp.service';

describe('SMS-code login', () => {
  it('registers a new number with appRedirectStatus 1 and logs it in again with 0', async () => {
    const app = await createTestApp();
    const mobile = uniqueMobile();
    const first = await loginAs(app, mobile);
    expect(first.appRedirectStatus).toBe(1);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const clock = testClock(Date.now() + 61_000);
    const later = await createTestApp({ now: clock.now });
    const second = await loginAs(later, mobile);
    expect(second.appRedirectStatus).toBe(0);
    expect(second.userId).toBe(first.userId);
  });

  it('opens a new account at business time (config.now), not the database clock: the sandbox clock moved back 40 days dates it then', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    app.clock.setOffset(-40 * 86_400_000);
    const before = app.clock.now();
    const session = await loginAs(app);
    const row = await accountStampsOf(app.db, session.userId);
    expect(new Date(row!.created_at).getTime()).toBe(before);
    expect(new Date(row!.updated_at).getTime()).toBe(before);
    app.clock.setOffset(0);
  });

  it('refuses a number that is not 10 digits, naming the field', async () => {
    const app = await createTestApp();
    const res = await call(app, 'POST', '/api/authentication/sendSmsCode/12345/1');
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe(`mobile: ${messages.PHONE_INVALID}`);
  });

  it('sends codes to Zambian mobile networks only', async () => {
    const app = await createTestApp();
    const res = await call(app, 'POST', '/api/authentication/sendSmsCode/0211234567/1');
    expect(res.status).toBe(400);
    expect(res.json.msg).toContain('Zambian mobile numbers only');
  });

  it('answers when the next send is allowed and refuses a second send inside 60 s', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    const mobile = uniqueMobile('097');
    const sent = await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`);
    expect(sent.json).toMatchObject({ code: 200, data: { nextSendInSeconds: 60, nextSendAt: clock.now() + 60_000 } });
    // The wait is the browser's (its pocket_otp cookie, issue 34).
    const browser = { cookie: String(sent.headers['set-cookie']).split(';')[0]! };
    clock.advance(20_000);
    const again = await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`, undefined, browser);
    expect(again.status).toBe(429);
    expect(again.json.msg).toBe(OTP_MESSAGES.resend(40));
    clock.advance(40_000);
    expect((await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`, undefined, browser)).status).toBe(200);
  });

  it('refuses a wrong code, and the right code after five wrong tries (then a new browser gets the link, a trusted device a new code)', async () => {
    const app = await createTestApp();
    const mobile = uniqueMobile();
    await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`);
    const code = await latestCode(app, mobile);
    const wrong = code === '0000' ? '1111' : '0000';
    const device = { cookie: `${DEVICE_COOKIE}=${withTrustedDevice(app.appConfig.otpPepper, toE164(mobile), null)}` };
    for (let i = 0; i < 5; i += 1) {
      const res = await call(app, 'POST', '/api/authentication/mobileLogin', { mobile, captcha: wrong, deviceType: 4 }, device);
      expect(res.json).toMatchObject({ code: 400, msg: OTP_MESSAGES.wrong });
    }
    // The trusted device spent this code's 5 tries: it needs a new code.
    const trusted = await call(app, 'POST', '/api/authentication/mobileLogin', { mobile, captcha: code, deviceType: 4 }, device);
    expect(trusted.json).toMatchObject({ code: 400, msg: OTP_MESSAGES.triesExhausted });
    // Another browser: 5 wrong tries spend the number's checks for the day; the right code is then refused with the
    // next step (the new SMS carries a login link).
    for (let i = 0; i < 5; i += 1) {
      const res = await call(app, 'POST', '/api/authentication/mobileLogin', { mobile, captcha: wrong, deviceType: 4 });
      expect(res.json).toMatchObject({ code: 400, msg: OTP_MESSAGES.wrong });
    }
    const res = await call(app, 'POST', '/api/authentication/mobileLogin', { mobile, captcha: code, deviceType: 4 });
    expect(res.json).toMatchObject({ code: 429, msg: OTP_MESSAGES.phoneSpent });
  });

  it('accepts a code once only', async () => {
    const app = await createTestApp();
    const mobile = uniqueMobile();
    await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`);
    const captcha = await latestCode(app, mobile);
    const body = { mobile, captcha, deviceType: 4 };
    expect((await call(app, 'POST', '/api/authentication/mobileLogin', body)).status).toBe(200);
    const replay = await call(app, 'POST', '/api/authentication/mobileLogin', body);
    expect(replay.json).toMatchObject({ code: 400, msg: OTP_MESSAGES.expired });
  });

  it('refuses a code after 5 minutes', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    const mobile = uniqueMobile();
    await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`);
    const captcha = await latestCode(app, mobile);
    clock.advance(5 * 60_000 + 1);
    const res = await call(app, 'POST', '/api/authentication/mobileLogin', { mobile, captcha, deviceType: 4 });
    expect(res.json).toMatchObject({ code: 400, msg: OTP_MESSAGES.expired });
  });

  it('asks for the phone and the code when neither is sent', async () => {
    const app = await createTestApp();
    const res = await call(app, 'POST', '/api/authentication/mobileLogin', { deviceType: 4 });
    expect(res.json).toEqual({ code: 400, msg: 'mobile: Please enter your phone number', data: null });
  });
});

describe('sessions', () => {
  it('logout revokes the token: the next signed call answers 401', async () => {
    const app = await createTestApp();
    const session = await loginAs(app);
    expect((await session.call('POST', '/api/authentication/logout')).json).toEqual({ code: 200, msg: 'ok', data: null });
    const after = await session.call('POST', '/api/authentication/logout');
    expect(after.status).toBe(401);
    expect(after.json.code).toBe(401);
  });

  it('a new login rotates the session: the earlier token answers 401', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    const mobile = uniqueMobile();
    const first = await loginAs(app, mobile);
    clock.advance(61_000);
    const second = await loginAs(app, mobile);
    expect((await first.call('POST', '/api/authentication/logout')).status).toBe(401);
    expect((await second.call('POST', '/api/authentication/logout')).status).toBe(200);
  });

  it('routes that read their data with the session refuse a logged-out, rotated or expired token alike', async () => {
    // getUserInfo and getRepayDetailV2 read the session and their data in one statement (config.sessionRead).
    const clock = testClock();
    const app = await createTestApp({ now: clock.now, sessionTtlMs: 600_000 });
    const reads = [
      ['GET', '/api/my/getUserInfo'],
      ['POST', '/api/order/api/getRepayDetailV2/1'],
      ['POST', '/api/order/api/getRepayDetailV2/not-a-number'],
    ] as const;
    const mobile = uniqueMobile();
    const loggedOut = await loginAs(app, mobile);
    expect((await loggedOut.call('GET', '/api/my/getUserInfo')).status).toBe(200);
    expect((await loggedOut.call('POST', '/api/order/api/getRepayDetailV2/1')).status).toBe(404);
    expect((await loggedOut.call('POST', '/api/order/api/getRepayDetailV2/not-a-number')).status).toBe(400);
    expect((await loggedOut.call('POST', '/api/authentication/logout')).status).toBe(200);
    for (const [method, path] of reads) expect((await loggedOut.call(method, path)).status, path).toBe(401);
    clock.advance(61_000);
    const rotated = await loginAs(app, mobile);
    clock.advance(61_000);
    const current = await loginAs(app, mobile);
    for (const [method, path] of reads) expect((await rotated.call(method, path)).status, path).toBe(401);
    expect((await current.call('GET', '/api/my/getUserInfo')).status).toBe(200);
    clock.advance(600_001);
    for (const [method, path] of reads) expect((await current.call(method, path)).status, path).toBe(401);
  });

  it('an expired session answers 401', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now, sessionTtlMs: 60_000 });
    const session = await loginAs(app);
    clock.advance(60_001);
    expect((await session.call('POST', '/api/authentication/logout')).status).toBe(401);
  });
});
