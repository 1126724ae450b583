import { describe, expect, it } from 'vitest';

import { bindError, consentError, loginError, obtainError } from './login-rules';

const valid = { mobile: '0971234567', captcha: '1234', consent: true };

describe('login form rules (docs/product.md#validation-rules)', () => {
  it("asks for the phone first: 'Please enter your phone number'", () => {
    expect(loginError({ mobile: '', captcha: '', consent: false })).toBe('Please enter your phone number');
  });

  it('rejects a phone that is not 10 digits starting with 0', () => {
    expect(loginError({ ...valid, mobile: '971234567' })).toBe(
      'Please enter the correct 10-digit phone number（0XXXXXXXXX）',
    );
  });

  it("asks for the code next: 'Please enter the verification code'", () => {
    expect(loginError({ ...valid, captcha: '', consent: false })).toBe('Please enter the verification code');
    expect(loginError({ ...valid, captcha: '   ' })).toBe('Please enter the verification code');
  });

  it('requires the privacy agreement to be ticked', () => {
    expect(loginError({ ...valid, consent: false })).toBe(
      'Please read privacy agreement and T&C carefully before clicking Agree to proceed to the next step',
    );
    expect(consentError(false)).toBe(loginError({ ...valid, consent: false }));
  });

  it('passes a complete form', () => {
    expect(loginError(valid)).toBeNull();
  });

  it('binding needs a valid phone and a non-empty code, not consent', () => {
    expect(bindError({ mobile: '12', captcha: '1234' })).toBe('Please enter the correct 10-digit phone number（0XXXXXXXXX）');
    expect(bindError({ mobile: '0971234567', captcha: '' })).toBe('Please enter the verification code');
    expect(bindError({ mobile: '0971234567', captcha: '1234' })).toBeNull();
  });

  it('sends a code only to a valid phone', () => {
    expect(obtainError('')).toBe('Please enter your phone number');
    expect(obtainError('0971234567')).toBeNull();
  });
});
