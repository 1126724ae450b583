import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { NETWORK_LIMITS } from './otp-network';
import { OTP_LIMITS, OTP_MESSAGES } from './otp.service';
import { Browser, otpSetup, wrongGuess } from './otp.test-support';

const MOBILE = '+260971234567';
const DAY = 86_400_000;

/** A stranger: on a random network, keeping cookies or not; asks for codes, guesses, or lets time pass. */
const strangerArb = fc.record({ net: fc.integer({ min: 0, max: 5 }), cookies: fc.boolean() });
const stepArb = fc.oneof(
  fc.record({ kind: fc.constant('send' as const), who: fc.nat(7) }),
  fc.record({ kind: fc.constant('guess' as const), who: fc.nat(7), n: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.oneof(fc.integer({ min: 1, max: 70_000 }), fc.integer({ min: 60_000, max: 400_000 })) }),
);

describe('OTP properties over many callers (issue 34)', () => {
  it('(1) strangers guessing from random networks, with cookies or none: the borrower’s right code on a new device is accepted on its first try', async () => {
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(strangerArb, { minLength: 1, maxLength: 8 }), fc.array(stepArb, { maxLength: 40 }), fc.nat(40), fc.nat(40), async (who, steps, at, delay) => {
        const s = otpSetup();
        const strangers = who.map((w, i) => new Browser(s, w.net === 0 ? '41.77.1.9' : `10.0.${w.net}.${i}`, w.cookies));
        const borrower = new Browser(s, '41.77.1.9'); // may share the borrower's network (a carrier NAT)
        let sms: { code: string | null; link: string | null } | null = null;
        let refusedSend: string | null = null;
        const typed = Math.min(steps.length, at + delay);
        for (let i = 0; i <= steps.length; i += 1) {
          if (i === Math.min(at, steps.length)) {
            const sent = await borrower.send(MOBILE);
            if (sent.result === 'ok') sms = sent.sms;
            else refusedSend = sent.result;
          }
          if (i === typed && sms) {
            if (sms.code) expect(await borrower.verify(MOBILE, sms.code)).toBe('ok');
            else expect(await s.otp.takeLink(sms.link!)).toBe(MOBILE);
            checked += 1;
            sms = null;
          }
          const step = steps[i];
          if (!step) continue;
          if (step.kind === 'wait' && i < typed) continue; // the borrower types within the code's 5 minutes
          if (step.kind === 'wait') s.clock.advance(step.ms);
          const stranger = strangers[step.kind === 'wait' ? 0 : step.who % strangers.length]!;
          if (step.kind === 'send') await stranger.send(MOBILE);
          if (step.kind === 'guess') for (let k = 0; k < step.n; k += 1) await stranger.verify(MOBILE, wrongGuess());
        }
        // A send is refused only by the number's cap that strangers used (then the latest SMS serves: otp.limits.test.ts).
        if (refusedSend) expect([OTP_MESSAGES.phoneWindowCap]).toContain(refusedSend);
      }),
      { numRuns: 300 },
    );
    expect(checked).toBeGreaterThan(150);
  }, 120_000);

  it('(2) honest callers behind one shared address plus an abuser: every honest caller gets a code and logs in; the abuser’s checks per number stay within the bound', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 5, max: 30 }),
        fc.array(fc.record({ target: fc.nat(40), guesses: fc.integer({ min: 1, max: 8 }), cookies: fc.boolean(), send: fc.boolean() }), { minLength: 20, maxLength: 120 }),
        async (honestCount, abuse) => {
          const s = otpSetup();
          const nat = '41.77.200.9';
          const honest = Array.from({ length: honestCount }, (_, i) => ({ mobile: `+26097${String(1_000_000 + i)}`, browser: new Browser(s, nat) }));
          const victims = Array.from({ length: 10 }, (_, i) => `+26096${String(1_000_000 + i)}`);
          const abuser = new Browser(s, nat);
          const bare = new Browser(s, nat, false);
          const checks = new Map<string, number>();
          let next = 0;
          for (const [i, a] of abuse.entries()) {
            // The abuser asks codes for its targets and guesses on them and on honest callers' numbers.
            const mobile = a.target < 10 ? victims[a.target]! : honest[a.target % honest.length]!.mobile;
            const b = a.cookies ? abuser : bare;
            if (a.send && a.target < 10) await b.send(mobile);
            for (let k = 0; k < a.guesses; k += 1) if ((await b.verify(mobile, wrongGuess())) === OTP_MESSAGES.wrong) checks.set(mobile, (checks.get(mobile) ?? 0) + 1);
            // Honest callers come in between.
            if (i % 3 === 0 && next < honest.length) {
              const h = honest[next]!;
              next += 1;
              const sent = await h.browser.send(h.mobile);
              expect(sent.result).toBe('ok');
              expect(await h.browser.verify(h.mobile, sent.sms!.code!)).toBe('ok');
            }
            s.clock.advance(20_000);
          }
          for (const h of honest.slice(next)) {
            const sent = await h.browser.send(h.mobile);
            expect(sent.result).toBe('ok');
            expect(await h.browser.verify(h.mobile, sent.sms!.code!)).toBe('ok');
          }
          for (const n of checks.values()) expect(n).toBeLessThanOrEqual(OTP_LIMITS.checksPerPhonePerDay);
          expect(abuse.length * 20_000).toBeLessThan(DAY);
        },
      ),
      { numRuns: 60 },
    );
  }, 300_000);

  it('the shared address was asked for proofs of work, not refused, once the abuser passed its wrong codes', async () => {
    const s = otpSetup();
    const abuser = new Browser(s, '41.77.200.9', false);
    for (let i = 0; i < NETWORK_LIMITS.failuresPerHour + 5; i += 1) {
      const mobile = `+26096${String(2_000_000 + i)}`;
      await abuser.send(mobile);
      await abuser.verify(mobile, wrongGuess());
    }
    const honest = new Browser(s, '41.77.200.9');
    const sent = await honest.send('+260971111111');
    expect(sent.result).toBe('ok');
    expect(await honest.verify('+260971111111', sent.sms!.code!)).toBe('ok');
    expect(honest.pows).toBe(2);
    expect(abuser.pows).toBeGreaterThan(0);
  });
});
