import { describe, expect, it } from 'vitest';

import { newTotpSecret, nextUsableCode, TOTP_STEP_MS, totpNow, totpStepOf } from './secrets';

describe('TOTP steps', () => {
  const secret = newTotpSecret();
  const now = 1_795_000_012_345;
  const step = Math.floor(now / TOTP_STEP_MS);

  it('answers the step of a code within one step of drift, and null for anything else', () => {
    expect(totpStepOf(secret, totpNow(secret, now), now)).toBe(step);
    expect(totpStepOf(secret, totpNow(secret, now - TOTP_STEP_MS), now)).toBe(step - 1);
    expect(totpStepOf(secret, totpNow(secret, now + TOTP_STEP_MS), now)).toBe(step + 1);
    expect(totpStepOf(secret, totpNow(secret, now + 2 * TOTP_STEP_MS), now)).toBeNull();
    expect(totpStepOf(secret, '12345', now)).toBeNull();
  });

  it('the next code the server takes: the current one, the next step once it is used, and a wait when both are', () => {
    expect(nextUsableCode(secret, null, now)).toEqual({ code: totpNow(secret, now), usableInMs: 0 });
    expect(nextUsableCode(secret, step - 5, now)).toEqual({ code: totpNow(secret, now), usableInMs: 0 });
    expect(nextUsableCode(secret, step, now)).toEqual({ code: totpNow(secret, now + TOTP_STEP_MS), usableInMs: 0 });
    const later = nextUsableCode(secret, step + 1, now);
    expect(later.code).toBe(totpNow(secret, now + 2 * TOTP_STEP_MS));
    expect(later.usableInMs).toBe((step + 1) * TOTP_STEP_MS - now);
    expect(totpStepOf(secret, later.code, now + later.usableInMs)).toBe(step + 2);
  });
});
