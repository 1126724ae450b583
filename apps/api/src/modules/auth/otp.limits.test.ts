import { randomInt } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { call, createTestApp, latestCode, testClock, uniqueMobile } from '../../../test/harness';
import { MemoryKv } from '../../db/kv';
import { AppError } from '../../plugins/errors';
import { OTP_LIMITS, OTP_MESSAGES, OtpService } from './otp.service';

const MOBILE = '+260971234567';
const DAY = 86_400_000;
const STEP = 10_000;

function setup() {
  const clock = testClock(1_750_000_000_000);
  const inbox: Array<{ code: string; at: number }> = [];
  const otp = new OtpService({
    kv: new MemoryKv(clock.now),
    sms: { send: async (_m, body) => void inbox.push({ code: /\d{4}/.exec(body)![0], at: clock.now() }) },
    now: clock.now,
    pepper: 'test',
  });
  return { clock, inbox, otp };
}
const outcome = (p: Promise<unknown>) => p.then(() => 'ok', (e: unknown) => (e instanceof AppError ? e.message : Promise.reject(e)));
const wrongFor = (code: string | undefined) => String((Number(code ?? 0) + 1) % 10_000).padStart(4, '0');

/** An attacker who, every 10 s for a day, asks for a code and tries 6 wrong ones: from one network or a new one each time. */
async function attackStep(s: ReturnType<typeof setup>, ip: () => string) {
  await outcome(s.otp.send(MOBILE, 1, ip()));
  let checked = 0;
  for (let i = 0; i < 6; i += 1) if ((await outcome(s.otp.verify(MOBILE, 1, wrongFor(s.inbox.at(-1)?.code), ip()))) === OTP_MESSAGES.wrong) checked += 1;
  return checked;
}

describe('OTP limits (issue 16): guessing bounded, no lock-out by strangers', () => {
  it('one network gets at most 5 checked guesses per phone per day: at most 1 chance in 2,000', async () => {
    const s = setup();
    let checked = 0;
    for (let t = 0; t < DAY; t += STEP) {
      checked += await attackStep(s, () => '10.66.0.1');
      s.clock.advance(STEP);
    }
    expect(checked).toBe(OTP_LIMITS.failuresPerPhonePerIpPerDay);
    const chance = checked / 10_000;
    expect(chance).toBeLessThanOrEqual(1 / 2000);
    console.log(`OTP guessing: one network, 24 h of attack, ${checked} guesses checked = 1 in ${Math.round(1 / chance)} per phone per day`);
  }, 120_000);

  it('no stranger keeps the borrower from logging in for more than 10 minutes (one network or a new network per request)', async () => {
    for (const mode of ['one network', 'new network per request'] as const) {
      const s = setup();
      let fresh = 0;
      const ip = mode === 'one network' ? () => '10.66.0.1' : () => `10.${(fresh >> 16) & 255}.${(fresh >> 8) & 255}.${(fresh += 1) & 255}`;
      let longest = 0;
      let logins = 0;
      let wantsSince: number | null = null;
      let nextWish = randomInt(0, 3_600_000);
      for (let t = 0; t < DAY; t += STEP) {
        await attackStep(s, ip);
        if (wantsSince === null && t >= nextWish) wantsSince = t;
        if (wantsSince !== null) {
          // The borrower asks for a code (it may be refused: a stranger just asked) and types the latest SMS received.
          await outcome(s.otp.send(MOBILE, 1, '41.77.1.9'));
          const latest = s.inbox.at(-1);
          if (latest && (await outcome(s.otp.verify(MOBILE, 1, latest.code, '41.77.1.9'))) === 'ok') {
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
      console.log(`OTP lock-out (${mode}): ${logins} borrower logins during 24 h of attack, longest wait ${longest / 1000} s`);
    }
  }, 240_000);

  it('the reported attack (5 wrong tries, wait 61 s, 5 more) does not lock the borrower out', async () => {
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
    // The attacker's network is stopped after 5 wrong tries; nobody else is.
    expect(answers).toEqual([...Array(5).fill(OTP_MESSAGES.wrong), ...Array(5).fill(OTP_MESSAGES.networkLocked)]);
    const borrower = { remoteAddress: '41.77.1.10' };
    expect((await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`, undefined, {}, borrower)).status).toBe(200);
    const login = await call(app, 'POST', '/api/authentication/mobileLogin', { mobile, captcha: await latestCode(app, mobile) }, {}, borrower);
    expect(login.status, login.body).toBe(200);
  }, 60_000);
});
