import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { deskKwacha, formatKwacha, isKwachaAmount, percentOf, toKwacha, toNgwee } from './index';

describe('money in integer ngwee', () => {
  it('shows amounts as K1,050.50', () => {
    expect(formatKwacha(105050)).toBe('K1,050.50');
    expect(formatKwacha(0)).toBe('K0.00');
    expect(formatKwacha(5)).toBe('K0.05');
    expect(formatKwacha(123456789)).toBe('K1,234,567.89');
    expect(formatKwacha(-500)).toBe('-K5.00');
  });

  it('parses Kwacha by string, never by float multiplication', () => {
    expect(toNgwee(1050.5)).toBe(105050);
    expect(toNgwee('1050.50')).toBe(105050);
    expect(toNgwee(0.29)).toBe(29); // 0.29 * 100 = 28.999999999999996 as a float
    expect(toNgwee(1000)).toBe(100000);
  });

  it('refuses more than 2 decimals, negatives and non-numbers', () => {
    for (const bad of [1.005, -1, '1.234', 'abc', '', Number.NaN, Infinity, 0.1 + 0.2]) {
      expect(isKwachaAmount(bad)).toBe(false);
    }
  });

  it('round-trips any ngwee amount through Kwacha', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (ngwee) => {
        expect(toNgwee(toKwacha(ngwee))).toBe(ngwee);
      }),
    );
  });

  it('rounds a percentage half-up to the ngwee', () => {
    expect(percentOf(100000, 1400)).toBe(14000); // 14% of K1,000
    expect(percentOf(250, 200)).toBe(5); // 2% of K2.50 = 0.05
    expect(percentOf(125, 200)).toBe(3); // 2.5 ngwee rounds up
    expect(percentOf(124, 200)).toBe(2);
  });
});

describe('Kwacha typed on the desk', () => {
  it('reads commas, spaces and a K as a person writes them, exactly to the ngwee', () => {
    expect(deskKwacha('1,050.50')).toBe(105_050);
    expect(deskKwacha(' K200 ')).toBe(20_000);
    expect(deskKwacha('0.29')).toBe(29);
    expect(deskKwacha('1050.5')).toBe(105_050);
  });

  it('answers null for what is not an amount with at most 2 decimals', () => {
    for (const text of ['', 'ten', '1.505', '-5', '1e3', '1234567890']) expect(deskKwacha(text)).toBeNull();
  });

  it('reads every amount formatKwacha shows back to the same ngwee', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (n) => deskKwacha(formatKwacha(n)) === n));
  });
});
