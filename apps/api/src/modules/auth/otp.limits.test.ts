import { randomInt } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { call, createTestApp, latestCode, testClock, uniqueMobile } from '../../../test/harness';
import { MemoryKv } from '../../db/kv';
import { AppError } from '../../plugins/errors';
import { DEVICE_COOKIE, withTrustedDevice } from './device-trust';
import { OTP_LIMITS, OTP_MESSAGES, OtpService } from './otp.service';

const MOBILE = '+260971234567';
const PEPPER = 'test';
const DAY = 86_400_000;
const STEP = 10_000;
const LINK = /login_link=([A-Za-z0-9_-]{22})/;

function setup() {
  const clock = testClock(1_750_000_000_000);
  const inbox: Array<{ code: string; link: string | null; at: number }> = [];
  const otp = new OtpService({
    kv: new MemoryKv(clock.now),
    sms: { send: async (_m, body) => void inbox.push({ code: /\d{4}/.exec(body)![0], link: LINK.exec(body)?.[1] ?? null, at: clock.now() }) },
    now: clock.now,
    pepper: PEPPER,
    publicUrl: 'https://pocket.test',
  });
  return { clock, inbox, otp };
}
const outcome = (p: Promise<unknown>) => p.then(() => 'ok', (e: unknown) => (e instanceof AppError ? e.message : Promise.reject(e)));
const wrongFor = (code: string | undefined) => String((Number(code ?? 0) + 1) % 10_000).padStart(4, '0');
const networks = {
  'one network': () => () => '10.66.0.1',
  'a new network per request (botnet)': () => {
    let n = 0;
    return () => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${(n += 1) & 255}`;
  },
} as const;

/** An attacker who, every 10 s for a day, asks for a code and tries 6 wrong ones. */
async function attackStep(s: ReturnType<typeof setup>, ip: () => string) {
  await outcome(s.otp.send(MOBILE, 1, ip()));
  let checked = 0;
  for (let i = 0; i < 6; i += 1) if ((await outcome(s.otp.verify(MOBILE, 1, wrongFor(s.inbox.at(-1)?.code), ip()))) === OTP_MESSAGES.wrong) checked += 1;
  return checked;
}

describe('OTP limits (issue 16): guessing bounded, no lock-out by strangers', () => {
  it('all networks together get at most 5 checked guesses per phone per day: 1 chance in 2,000, however many networks', async () => {
    for (const [mode, make] of Object.entries(networks)) {
      const s = setup();
      const ip = make();
      let checked = 0;
      for (let t = 0; t < DAY; t += STEP) {
        checked += await attackStep(s, ip);
        s.clock.advance(STEP);
      }
      expect(checked).toBe(OTP_LIMITS.untrustedTriesPerPhonePerDay);
      const chance = checked / 10_000;
      expect(chance).toBeLessThanOrEqual(1 / 2000);
      console.log(`OTP guessing (${mode}): 24 h of attack, ${checked} guesses checked = 1 in ${Math.round(1 / chance)} per phone per day`);
    }
  }, 240_000);

  it('no stranger keeps the borrower from logging in for more than 10 minutes: on a trusted device, or on a new one with the SMS login link', async () => {
    for (const [mode, make] of Object.entries(networks)) {
      for (const borrower of ['trusted device', 'new device'] as const) {
        const s = setup();
        const ip = make();
        const cookie = borrower === 'trusted device' ? withTrustedDevice(PEPPER, MOBILE, null) : null;
        let longest = 0;
        let logins = 0;
        let byLink = 0;
        let wantsSince: number | null = null;
        let nextWish = randomInt(0, 3_600_000);
        for (let t = 0; t < DAY; t += STEP) {
          await attackStep(s, ip);
          if (wantsSince === null && t >= nextWish) wantsSince = t;
          if (wantsSince !== null) {
            // The borrower asks for a code (refused when a stranger just asked) and uses the latest SMS received: its
            // code, or its login link when the code is refused because strangers spent the day's checks.
            await outcome(s.otp.send(MOBILE, 1, '41.77.1.9'));
            const latest = s.inbox.at(-1);
            let result = latest ? await outcome(s.otp.verify(MOBILE, 1, latest.code, '41.77.1.9', cookie)) : 'no SMS';
            if (result === OTP_MESSAGES.phoneSpent && latest?.link) {
              result = await outcome(s.otp.takeLink(latest.link));
              if (result === 'ok') byLink += 1;
            }
            if (result === 'ok') {
              longest = Math.max(longest, t - wantsSince);
              logins += 1;
              wantsSince = null;
              nextWish = t + randomInt(60_000, 3_600_000);
            }
          }
          s.clock.advance(STEP);
        }
        expect(logins).toBeGreaterThan(10);
        expect(longest).toBeLessThanOrEqual(OTP_LIMITS.longestLockMs);
        if (borrower === 'new device') expect(byLink).toBeGreaterThan(0);
        console.log(`OTP lock-out (${mode}, ${borrower}): ${logins} borrower logins (${byLink} by link) during 24 h of attack, longest wait ${longest / 1000} s`);
      }
    }
  }, 600_000);

  it('a login link works once, within 5 minutes, and only for the number it was sent to', async () => {
    const s = setup();
    for (let i = 0; i < OTP_LIMITS.untrustedTriesPerPhonePerDay; i += 1) {
      await attackStep(s, () => `10.1.0.${i}`);
      s.clock.advance(OTP_LIMITS.resendAfterMs * 4);
    }
    await outcome(s.otp.send(MOBILE, 1, '41.77.1.9'));
    const { link } = s.inbox.at(-1)!;
    expect(link).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await expect(s.otp.takeLink(link!)).resolves.toBe(MOBILE);
    expect(await outcome(s.otp.takeLink(link!))).toBe(OTP_MESSAGES.linkExpired);
    s.clock.advance(OTP_LIMITS.resendAfterMs * 11);
    await outcome(s.otp.send(MOBILE, 1, '41.77.1.9'));
    const late = s.inbox.at(-1)!.link!;
    s.clock.advance(OTP_LIMITS.linkValidityMs + 1);
    expect(await outcome(s.otp.takeLink(late))).toBe(OTP_MESSAGES.linkExpired);
    expect(await outcome(s.otp.takeLink('A'.repeat(22)))).toBe(OTP_MESSAGES.linkExpired);
  }, 60_000);

  it('parallel wrong tries from many networks cannot pass the day’s 5 checks together', async () => {
    const s = setup();
    await s.otp.send(MOBILE, 1, '10.0.0.1');
    const wrong = wrongFor(s.inbox.at(-1)!.code);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => outcome(s.otp.verify(MOBILE, 1, wrong, `10.2.0.${i}`))));
    expect(answers.filter((a) => a === OTP_MESSAGES.wrong)).toHaveLength(OTP_LIMITS.untrustedTriesPerPhonePerDay);
    expect(answers.filter((a) => a === OTP_MESSAGES.phoneSpent)).toHaveLength(40 - OTP_LIMITS.untrustedTriesPerPhonePerDay);
  });

  it('the reported attack (5 wrong tries, wait 61 s, 5 more) does not lock the borrower out; the login makes the browser a trusted device', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    const mobile = uniqueMobile();
    const attacker = { remoteAddress: '10.66.0.2' };
    const answers: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`, undefined, {}, attacker);
      const wrong = wrongFor(await latestCode(app, mobile));
      for (let i = 0; i < 5; i += 1) answers.push((await call(app, 'POST', '/api/authentication/mobileLogin', { mobile, captcha: wrong }, {}, attacker)).json.msg);
      clock.advance(61_000);
    }
    // Five codes are checked for browsers that are not a trusted device; then the number asks for the login link.
    expect(answers).toEqual([...Array(5).fill(OTP_MESSAGES.wrong), ...Array(5).fill(OTP_MESSAGES.phoneSpent)]);

    // A borrower on a new phone: the next SMS carries a login link, which logs in once.
    const borrower = { remoteAddress: '41.77.1.10' };
    expect((await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`, undefined, {}, borrower)).status).toBe(200);
    const sms = await call(app, 'GET', `/api/dev/sms?mobile=${mobile}`);
    const link = LINK.exec(sms.json.data.messages[0].body as string)?.[1];
    expect(sms.json.data.messages[0].body).toContain('http://localhost:');
    const byLink = await call(app, 'POST', '/api/authentication/linkLogin', { link, deviceType: 4, deviceBrand: 'vitest' }, {}, borrower);
    expect(byLink.status, byLink.body).toBe(200);
    expect(byLink.json.data).toMatchObject({ token: expect.any(String), appRedirectStatus: 1 });
    const setCookie = String(byLink.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_.~-]+; Path=/api; Max-Age=31536000; HttpOnly; SameSite=Strict$`));
    expect((await call(app, 'POST', '/api/authentication/linkLogin', { link }, {}, borrower)).json.msg).toBe(OTP_MESSAGES.linkExpired);

    // That browser is now a trusted device: its code is checked though strangers spent the number's day.
    const cookie = setCookie.split(';')[0]!;
    clock.advance(61_000);
    await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`, undefined, {}, borrower);
    const forged = `${DEVICE_COOKIE}=${'a'.repeat(16)}.${'b'.repeat(22)}`;
    const code = await latestCode(app, mobile);
    expect((await call(app, 'POST', '/api/authentication/mobileLogin', { mobile, captcha: code }, { cookie: forged }, borrower)).json.msg).toBe(OTP_MESSAGES.phoneSpent);
    const login = await call(app, 'POST', '/api/authentication/mobileLogin', { mobile, captcha: code }, { cookie }, attacker);
    expect(login.status, login.body).toBe(200);
    expect(String(login.headers['set-cookie']).split(';')[0]).toBe(cookie);
  }, 60_000);
});
