import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { canonicalDecimal, isExactNumber, parseExactJson } from './exact-json';

describe('JSON bodies keep number literals exact', () => {
  it('a literal a double cannot hold arrives as its text', () => {
    expect(parseExactJson('{"payAmount":100.0000000000000001,"planId":7}')).toEqual({ payAmount: '100.0000000000000001', planId: 7 });
    expect(parseExactJson('[12345678901234567890, 1.5, 1.50, -0, 1e2]')).toEqual(['12345678901234567890', 1.5, 1.5, -0, 100]);
  });

  it('numbers inside strings are left alone', () => {
    expect(parseExactJson('{"note":"100.0000000000000001 \\" 3.00000000000000001"}')).toEqual({ note: '100.0000000000000001 " 3.00000000000000001' });
  });

  it('canonical decimals', () => {
    expect(canonicalDecimal('1.50e1')).toBe('15');
    expect(canonicalDecimal('-0.010')).toBe('-0.01');
    expect(canonicalDecimal('1e-7')).toBe('0.0000001');
    expect(canonicalDecimal('000')).toBe('0');
  });

  it('agrees with JSON.parse on every JSON value made of doubles', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(parseExactJson(text)).toEqual(JSON.parse(text));
      }),
      { numRuns: 500 },
    );
  });

  it('every double printed by JavaScript is exact', () => {
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (d) => {
        expect(isExactNumber(JSON.stringify(d))).toBe(true);
      }));
  });
});
