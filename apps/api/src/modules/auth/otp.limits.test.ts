import { randomInt } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { call, createTestApp, latestCode, testClock, uniqueMobile } from '../../../test/harness';
import { OTP_LIMITS, OTP_MESSAGES } from './otp.service';
import { Browser, otpSetup, wrongGuess } from './otp.test-support';
import type { OtpSetup } from './otp.test-support';

const MOBILE = '+260971234567';
const DAY = 86_400_000;
const STEP = 10_000;
const LINK = /login_link=([A-Za-z0-9_-]{22})/;

/** Attackers: one network or a new one per request, a new browser (new cookie) per request or none kept. */
const attackers = {
  'one network, a new browser per request': (s: OtpSetup) => () => new Browser(s, '10.66.0.1'),
  'a new network per request (botnet)': (s: OtpSetup) => {
    let n = 0;
    return () => new Browser(s, `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${(n += 1) & 255}`);
  },
  'one network, no cookies': (s: OtpSetup) => {
    const b = new Browser(s, '10.66.0.3', false);
    return () => b;
  },
} as const;

/** Every 10 s: a browser asks for a code and tries 6 wrong ones; answers the guesses that were compared. */
async function attackStep(next: () => Browser) {
  const b = next();
  await b.send(MOBILE);
  let checked = 0;
  for (let i = 0; i < 6; i += 1) if ((await b.verify(MOBILE, wrongGuess())) === OTP_MESSAGES.wrong) checked += 1;
  return checked;
}

describe('OTP limits (issue 34): guessing bounded per number, no stranger refuses the borrower’s code', () => {
  it(`all attackers together get at most ${OTP_LIMITS.checksPerPhonePerDay} checked guesses per number per day (5 + 6 + 3), whatever their networks and cookies`, async () => {
    for (const [mode, make] of Object.entries(attackers)) {
      const s = otpSetup();
      const next = make(s);
      let checked = 0;
      for (let t = 0; t < DAY; t += STEP) {
        checked += await attackStep(next);
        s.clock.advance(STEP);
      }
      expect(checked).toBeGreaterThanOrEqual(OTP_LIMITS.untrustedTriesPerPhonePerDay);
      expect(checked).toBeLessThanOrEqual(OTP_LIMITS.checksPerPhonePerDay);
      console.log(`OTP guessing (${mode}): 24 h of attack, ${checked} guesses checked = 1 in ${Math.round(10_000 / checked)} per number per day`);
    }
  }, 300_000);

  it('a borrower on a new device under attack logs in with the SMS just received: the code on its first try, or its link', async () => {
    for (const [mode, make] of Object.entries(attackers)) {
      const s = otpSetup();
      const next = make(s);
      let logins = 0;
      let byLink = 0;
      let longest = 0;
      let wantsSince: number | null = null;
      let nextWish = randomInt(0, 3_600_000);
      for (let t = 0; t < DAY; t += STEP) {
        await attackStep(next);
        if (wantsSince === null && t >= nextWish) wantsSince = t;
        if (wantsSince !== null) {
          const borrower = new Browser(s, '41.77.1.9'); // a new device each time
          const { result, sms } = await borrower.send(MOBILE);
          let answer = result;
          if (result === 'ok') {
            answer = sms!.code ? await borrower.verify(MOBILE, sms!.code) : await outcomeOfLink(s, sms!.link);
            if (!sms!.code) byLink += 1;
            expect(answer, `${mode}: the borrower's SMS (code ${sms!.code}, link ${sms!.link}) was refused`).toBe('ok');
          } else if (result === OTP_MESSAGES.phoneWindowCap) {
            // Strangers used the number's sends: the borrower uses the latest SMS on the phone, its code or its link.
            const latest = s.inbox.at(-1)!;
            answer = latest.code ? await borrower.verify(MOBILE, latest.code) : 'no code';
            if (answer !== 'ok' && latest.link) {
              answer = await outcomeOfLink(s, latest.link);
              if (answer === 'ok') byLink += 1;
            }
          }
          if (answer === 'ok') {
            longest = Math.max(longest, t - wantsSince);
            logins += 1;
            wantsSince = null;
            nextWish = t + randomInt(60_000, 3_600_000);
          }
        }
        s.clock.advance(STEP);
      }
      expect(logins).toBeGreaterThan(10);
      // The only wait a stranger can cause: the number's send cap is spent and the latest SMS expired (10 minutes at most).
      expect(longest).toBeLessThanOrEqual(OTP_LIMITS.windowMs);
      console.log(`OTP lock-out (${mode}): ${logins} borrower logins on new devices (${byLink} by a link) in 24 h of attack (each own SMS accepted at its first try); longest wait for an SMS ${longest / 1000} s`);
    }
  }, 600_000);

  it('after the pool: codes allow 1 try and carry the link, 3 per day; later SMS carry the link only; a link works once, within 5 minutes', async () => {
    const s = otpSetup();
    const stranger = new Browser(s, '10.1.0.1');
    await stranger.send(MOBILE);
    for (let i = 0; i < OTP_LIMITS.untrustedTriesPerPhonePerDay; i += 1) expect(await stranger.verify(MOBILE, wrongGuess())).toBe(OTP_MESSAGES.wrong);
    const kinds: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      s.clock.advance(OTP_LIMITS.windowMs);
      const b = new Browser(s, `10.1.1.${i}`);
      const { sms } = await b.send(MOBILE);
      kinds.push(sms!.code ? `code+${sms!.link ? 'link' : ''}` : 'link');
      if (sms!.code && i === 0) {
        expect(await b.verify(MOBILE, wrongGuess())).toBe(OTP_MESSAGES.wrong);
        expect(await b.verify(MOBILE, sms!.code)).toBe(OTP_MESSAGES.phoneSpent); // its one try is spent
      }
    }
    expect(kinds).toEqual(['code+link', 'code+link', 'code+link', 'link', 'link']);
    const link = s.inbox.at(-1)!.link!;
    await expect(s.otp.takeLink(link)).resolves.toBe(MOBILE);
    expect(await outcomeOfLink(s, link)).toBe(OTP_MESSAGES.linkExpired);
    s.clock.advance(OTP_LIMITS.windowMs);
    const { sms } = await new Browser(s, '10.1.2.1').send(MOBILE);
    s.clock.advance(OTP_LIMITS.linkValidityMs + 1);
    expect(await outcomeOfLink(s, sms!.link)).toBe(OTP_MESSAGES.linkExpired);
    expect(await outcomeOfLink(s, 'A'.repeat(22))).toBe(OTP_MESSAGES.linkExpired);
  }, 60_000);

  it('parallel wrong tries from many networks cannot pass the day’s 5 shared checks together', async () => {
    const s = otpSetup();
    await new Browser(s, '10.0.0.1').send(MOBILE);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => new Browser(s, `10.2.0.${i}`, false).verify(MOBILE, '0123')));
    expect(answers.filter((a) => a === OTP_MESSAGES.wrong)).toHaveLength(OTP_LIMITS.untrustedTriesPerPhonePerDay);
    expect(answers.filter((a) => a === OTP_MESSAGES.phoneSpent)).toHaveLength(40 - OTP_LIMITS.untrustedTriesPerPhonePerDay);
  });

  it('the reported attack (5 wrong tries, wait 61 s, 5 more) leaves the borrower’s new browser its code; the login makes it a trusted device', async () => {
    const clock = testClock();
    const app = await createTestApp({ now: clock.now });
    const mobile = uniqueMobile();
    const attacker = { remoteAddress: '10.66.0.2' };
    const answers: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`, undefined, {}, attacker);
      const wrong = String((Number(await latestCode(app, mobile)) + 1) % 10_000).padStart(4, '0');
      for (let i = 0; i < 5; i += 1) answers.push((await call(app, 'POST', '/api/authentication/mobileLogin', { mobile, captcha: wrong }, {}, attacker)).json.msg);
      clock.advance(61_000);
    }
    expect(answers).toEqual([...Array(5).fill(OTP_MESSAGES.wrong), ...Array(5).fill(OTP_MESSAGES.phoneSpent)]);

    // The borrower on a new phone: the SMS carries a one-try code and the link; the code works at once.
    const borrower = { remoteAddress: '41.77.1.10' };
    const sent = await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`, undefined, {}, borrower);
    expect(sent.status).toBe(200);
    const cookie = String(sent.headers['set-cookie']).split(';')[0]!;
    const sms = await call(app, 'GET', `/api/dev/sms?mobile=${mobile}`);
    expect(sms.json.data.messages[0].body).toMatch(LINK);
    const login = await call(app, 'POST', '/api/authentication/mobileLogin', { mobile, captcha: sms.json.data.messages[0].code, deviceType: 4 }, { cookie }, borrower);
    expect(login.status, login.body).toBe(200);
    expect(String(login.headers['set-cookie'])).toMatch(/^pocket_device=[A-Za-z0-9_.~-]+; Path=\/api; Max-Age=31536000; HttpOnly; SameSite=Strict$/);
  }, 60_000);
});

function outcomeOfLink(s: OtpSetup, link: string | null) {
  return s.otp.takeLink(link ?? '').then(
    () => 'ok',
    (e: Error) => e.message,
  );
}
