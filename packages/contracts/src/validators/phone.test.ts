import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { PHONE_EMPTY, PHONE_INVALID } from './messages';
import { fromE164, isValidPhone, maskPhone, phoneError, toE164 } from './phone';

describe('phone (docs/product.md#validation-rules)', () => {
  it('accepts exactly 10 digits starting with 0', () => {
    expect(isValidPhone('0971234567')).toBe(true);
    expect(phoneError('0971234567')).toBeNull();
  });

  it("gives 'Please enter your phone number' when empty", () => {
    expect(phoneError('')).toBe('Please enter your phone number');
    expect(phoneError(undefined)).toBe(PHONE_EMPTY);
  });

  it('gives the 10-digit message for 9 or 11 digits, a missing leading 0, or letters', () => {
    for (const bad of ['097123456', '09712345678', '9712345678', '097123456a', ' 971234567']) {
      expect(phoneError(bad)).toBe('Please enter the correct 10-digit phone number（0XXXXXXXXX）');
    }
  });

  it('agrees with the rule for any string', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const rule = s.length === 10 && s[0] === '0' && [...s].every((c) => c >= '0' && c <= '9');
        expect(isValidPhone(s)).toBe(rule);
        if (s !== '') expect(phoneError(s)).toBe(rule ? null : PHONE_INVALID);
      }),
    );
  });

  it('masks characters 4 to 7 with asterisks', () => {
    expect(maskPhone('0971234567')).toBe('097****567');
    expect(maskPhone('097')).toBe('097');
    expect(maskPhone('09712')).toBe('097**');
  });

  it('stores phones as E.164 and shows them as typed', () => {
    expect(toE164('0971234567')).toBe('+260971234567');
    expect(fromE164('+260971234567')).toBe('0971234567');
    expect(() => toE164('12345')).toThrow(PHONE_INVALID);
  });
});
