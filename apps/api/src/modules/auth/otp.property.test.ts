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
    publicUrl: 'https://pocket.test',
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
  it('at most one success per code, none after expiry or 5 tries; sends within caps; the right fresh code works unless the number’s checks for the day are spent', async () => {
    let runs = 0;
    let successes = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(cmdArb, { minLength: 1, maxLength: 60 }), async (cmds) => {
        const { clock, inbox, otp } = setup();
        let code: { value: string; sentAt: number; tries: number; used: boolean } | null = null;
        const sends: number[] = [];
        const checks: number[] = [];
        let ip = 0;
        for (const cmd of cmds) {
          const now = clock.now();
          if (cmd.kind === 'wait') clock.advance(cmd.ms);
          if (cmd.kind === 'send') {
            const refusal = await attempt(() => otp.send(MOBILE, 1, `10.0.0.${(ip += 1)}`));
            if (refusal === null) {
              if (sends.length) expect(now - sends.at(-1)!).toBeGreaterThanOrEqual(OTP_LIMITS.resendAfterMs);
              sends.push(now);
              code = { value: inbox.at(-1)!, sentAt: now, tries: 0, used: false };
            }
          }
          if (cmd.kind === 'right' || cmd.kind === 'wrong') {
            if (!code) continue;
            const value = cmd.kind === 'right' ? code.value : String((Number(code.value) + 1) % 10_000).padStart(4, '0');
            const fresh = now - code.sentAt < OTP_LIMITS.validityMs && !code.used;
            const tries = code.tries;
            code.tries += 1;
            const refusal = await attempt(() => otp.verify(MOBILE, 1, value, '10.0.0.200'));
            if (refusal === OTP_MESSAGES.wrong || refusal === null) checks.push(now);
            if (refusal === null) {
              successes += 1;
              expect(cmd.kind).toBe('right');
              expect(fresh).toBe(true);
              expect(tries).toBeLessThan(OTP_LIMITS.triesPerCode);
              code.used = true;
            } else if (cmd.kind === 'right' && fresh && tries < OTP_LIMITS.triesPerCode && refusal !== OTP_MESSAGES.phoneSpent) {
              throw new Error(`false reject of a fresh right code: ${refusal}`);
            }
          }
        }
        // Fixed 10-minute windows of 3 sends: any 10 minutes hold at most two windows' worth.
        for (const t of sends) expect(sends.filter((u) => u >= t && u - t < OTP_LIMITS.windowMs).length).toBeLessThanOrEqual(2 * OTP_LIMITS.sendsPerPhonePerWindow);
        // Browsers that are not a trusted device get at most 5 codes checked per phone per 24-hour window: any 24
        // hours hold at most two windows' worth (1 chance in 1,000).
        for (const t of checks) expect(checks.filter((u) => u >= t && u - t < 86_400_000).length).toBeLessThanOrEqual(2 * OTP_LIMITS.untrustedTriesPerPhonePerDay);
        runs += 1;
      }),
      { numRuns: 400 },
    );
    expect(runs).toBe(400);
    expect(successes).toBeGreaterThan(50);
  });

  it('caps sends per IP per hour and per phone per 10 minutes', async () => {
    const { clock, otp } = setup();
    for (let i = 0; i < OTP_LIMITS.sendsPerIpPerHour; i += 1) {
      expect(await attempt(() => otp.send(`+26097${String(i).padStart(7, '0')}`, 1, '10.9.9.9'))).toBeNull();
    }
    expect(await attempt(() => otp.send('+260979999999', 1, '10.9.9.9'))).toBe(OTP_MESSAGES.ipHourlyCap);
    for (let i = 0; i < OTP_LIMITS.sendsPerPhonePerWindow; i += 1) {
      expect(await attempt(() => otp.send(MOBILE, 1, `10.1.1.${i}`))).toBeNull();
      clock.advance(OTP_LIMITS.resendAfterMs);
    }
    expect(await attempt(() => otp.send(MOBILE, 1, '10.1.2.1'))).toBe(OTP_MESSAGES.phoneWindowCap);
    clock.advance(OTP_LIMITS.windowMs);
    expect(await attempt(() => otp.send(MOBILE, 1, '10.1.2.2'))).toBeNull();
  });
});
