import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { testClock } from '../../../test/harness';
import { MemoryKv } from '../../db/kv';
import { AppError } from '../../plugins/errors';
import { OTP_LIMITS, OTP_MESSAGES, OtpService } from './otp.service';

const MOBILE = '+260971234567';

type Cmd = { kind: 'send' } | { kind: 'right' } | { kind: 'wrong' } | { kind: 'wait'; ms: number };

const cmdArb: fc.Arbitrary<Cmd> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'send' } as Cmd), weight: 3 },
  { arbitrary: fc.constant({ kind: 'right' } as Cmd), weight: 3 },
  { arbitrary: fc.constant({ kind: 'wrong' } as Cmd), weight: 4 },
  {
    arbitrary: fc
      .oneof(fc.integer({ min: 1, max: 70_000 }), fc.integer({ min: 60_000, max: 400_000 }), fc.integer({ min: 3_600_000, max: 2 * 86_400_000 }))
      .map((ms) => ({ kind: 'wait', ms }) as Cmd),
    weight: 3,
  },
);

function setup() {
  const clock = testClock(1_750_000_000_000);
  const inbox: string[] = [];
  const otp = new OtpService({
    kv: new MemoryKv(clock.now),
    sms: { send: async (_m, body) => void inbox.push(/\d{4}/.exec(body)![0]) },
    now: clock.now,
    pepper: 'test',
  });
  return { clock, inbox, otp };
}

const attempt = async (fn: () => Promise<unknown>) => {
  try {
    await fn();
    return null;
  } catch (e) {
    if (e instanceof AppError) return e.message;
    throw e;
  }
};

describe('OTP state machine (property: random interleavings of send / verify / time)', () => {
  it('at most one success per code, none after expiry, 5 tries or lock; sends within caps; the right fresh code always works', async () => {
    let runs = 0;
    let successes = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(cmdArb, { minLength: 1, maxLength: 60 }), async (cmds) => {
        const { clock, inbox, otp } = setup();
        let code: { value: string; sentAt: number; tries: number; used: boolean } | null = null;
        let lockedUntil = 0;
        const sends: number[] = [];
        let ip = 0;
        for (const cmd of cmds) {
          const now = clock.now();
          if (cmd.kind === 'wait') clock.advance(cmd.ms);
          if (cmd.kind === 'send') {
            const refusal = await attempt(() => otp.send(MOBILE, 1, `10.0.0.${(ip += 1)}`));
            if (refusal === null) {
              expect(now).toBeGreaterThanOrEqual(lockedUntil);
              if (sends.length) expect(now - sends.at(-1)!).toBeGreaterThanOrEqual(OTP_LIMITS.resendAfterMs);
              sends.push(now);
              code = { value: inbox.at(-1)!, sentAt: now, tries: 0, used: false };
            }
          }
          if (cmd.kind === 'right' || cmd.kind === 'wrong') {
            if (!code) continue;
            const value = cmd.kind === 'right' ? code.value : String((Number(code.value) + 1) % 10_000).padStart(4, '0');
            const fresh = now - code.sentAt < OTP_LIMITS.validityMs && !code.used && now >= lockedUntil;
            const tries = code.tries;
            code.tries += 1;
            const refusal = await attempt(() => otp.verify(MOBILE, 1, value));
            if (refusal === OTP_MESSAGES.locked && lockedUntil <= now) lockedUntil = now + OTP_LIMITS.lockMs;
            if (refusal === null) {
              successes += 1;
              expect(cmd.kind).toBe('right');
              expect(fresh).toBe(true);
              expect(tries).toBeLessThan(OTP_LIMITS.triesPerCode);
              code.used = true;
            } else if (cmd.kind === 'right' && fresh && tries < OTP_LIMITS.triesPerCode && refusal !== OTP_MESSAGES.locked) {
              throw new Error(`false reject of a fresh right code: ${refusal}`);
            }
          }
        }
        const day = sends.filter((t) => t - sends[0]! < 86_400_000);
        expect(day.length).toBeLessThanOrEqual(OTP_LIMITS.sendsPerPhonePerDay);
        runs += 1;
      }),
      { numRuns: 400 },
    );
    expect(runs).toBe(400);
    expect(successes).toBeGreaterThan(50);
  });

  it('locks the number for 24 hours after 10 wrong codes in a day', async () => {
    const { clock, inbox, otp } = setup();
    for (let i = 0; i < 10; i += 1) {
      if (i % 5 === 0) {
        clock.advance(OTP_LIMITS.resendAfterMs);
        await otp.send(MOBILE, 1, '10.0.0.1');
      }
      const wrong = String((Number(inbox.at(-1)) + 1) % 10_000).padStart(4, '0');
      const refusal = await attempt(() => otp.verify(MOBILE, 1, wrong));
      expect(refusal).toBe(i === 9 ? OTP_MESSAGES.locked : OTP_MESSAGES.wrong);
    }
    clock.advance(OTP_LIMITS.resendAfterMs);
    expect(await attempt(() => otp.send(MOBILE, 1, '10.0.0.1'))).toBe(OTP_MESSAGES.locked);
    clock.advance(OTP_LIMITS.lockMs);
    expect(await attempt(() => otp.send(MOBILE, 1, '10.0.0.1'))).toBeNull();
    expect(await attempt(() => otp.verify(MOBILE, 1, inbox.at(-1)!))).toBeNull();
  });

  it('caps sends per IP per hour and per phone per day', async () => {
    const { clock, otp } = setup();
    for (let i = 0; i < OTP_LIMITS.sendsPerIpPerHour; i += 1) {
      expect(await attempt(() => otp.send(`+26097${String(i).padStart(7, '0')}`, 1, '10.9.9.9'))).toBeNull();
    }
    expect(await attempt(() => otp.send('+260979999999', 1, '10.9.9.9'))).toBe(OTP_MESSAGES.ipHourlyCap);
    for (let i = 0; i < OTP_LIMITS.sendsPerPhonePerDay; i += 1) {
      expect(await attempt(() => otp.send(MOBILE, 1, `10.1.1.${i}`))).toBeNull();
      clock.advance(OTP_LIMITS.resendAfterMs);
    }
    expect(await attempt(() => otp.send(MOBILE, 1, '10.1.2.1'))).toBe(OTP_MESSAGES.phoneDailyCap);
  });
});
