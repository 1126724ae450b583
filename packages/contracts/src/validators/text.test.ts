import { describe, expect, it } from 'vitest';

import { isDecimal, isEmail, isName, stripWhitespace } from './text';

describe('shared text checks (docs/product.md#validation-rules)', () => {
  it('accepts an e-mail with a top-level domain of at least 2 letters', () => {
    expect(isEmail('mwila.banda@zamtel.co.zm')).toBe(true);
    expect(isEmail('a@b.io')).toBe(true);
    expect(isEmail('a@b.c')).toBe(false);
    expect(isEmail('no-at-sign.com')).toBe(false);
    expect(isEmail('a@b.c0m')).toBe(false);
  });

  it('accepts a decimal as digits, a dot, digits', () => {
    expect(isDecimal('10.50')).toBe(true);
    expect(isDecimal('10')).toBe(false);
    expect(isDecimal('.5')).toBe(false);
    expect(isDecimal('1.')).toBe(false);
  });

  it('accepts names of letters and spaces only', () => {
    expect(isName('Chanda Mwale')).toBe(true);
    expect(isName('Chanda2')).toBe(false);
    expect(isName("O'Neil")).toBe(false);
  });

  it('strips every whitespace character', () => {
    expect(stripWhitespace(' 097 123\t4567\n')).toBe('0971234567');
  });
});
