import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { toKwacha } from '../money';
import {
  REPAY_ABOVE_REMAINING,
  REPAY_AMOUNT_EMPTY,
  REPAY_REMAINDER_TOO_SMALL,
} from '../validators/messages';
import { minRepayAmount, REPAY_AMOUNT_INVALID, repayAmountError } from './repay-amount';

const limits = (remaining: number) => ({ remainingAmount: remaining, minRepayAmount: minRepayAmount(remaining) });

describe('minRepayAmount (docs/product.md#repayment)', () => {
  it('is K50 for small bills, 10% for large ones, never above the remaining amount', () => {
    expect(minRepayAmount(100_000)).toBe(10_000);
    expect(minRepayAmount(30_000)).toBe(5_000);
    expect(minRepayAmount(3_000)).toBe(3_000);
    expect(minRepayAmount(114_050)).toBe(11_405);
  });
});

describe('repayment amount rules (docs/product.md#validation-rules)', () => {
  it("says 'Please enter your Repayment amount' when empty", () => {
    expect(repayAmountError('', limits(100_000))).toBe('Please enter your Repayment amount');
    expect(repayAmountError(null, limits(100_000))).toBe(REPAY_AMOUNT_EMPTY);
  });

  it("says 'minimum: {amount}' below the minimum", () => {
    expect(repayAmountError(99.99, limits(100_000))).toBe('minimum: K100.00');
    expect(repayAmountError(0, limits(30_000))).toBe('minimum: K50.00');
  });

  it('refuses a payment that leaves between K0 and K50', () => {
    expect(repayAmountError(960, limits(100_000))).toBe(
      'The remaining amount is less than the minimum amount and the current repayment must be paid off',
    );
    expect(repayAmountError(950, limits(100_000))).toBeNull();
    expect(repayAmountError(1000, limits(100_000))).toBeNull();
  });

  it('refuses more than the remaining amount', () => {
    expect(repayAmountError(1000.01, limits(100_000))).toBe(
      'The input amount cannot be greater than the remaining repayment amount',
    );
  });

  it('refuses amounts with more than 2 decimals or text', () => {
    expect(repayAmountError('12.345', limits(100_000))).toBe(REPAY_AMOUNT_INVALID);
    expect(repayAmountError('abc', limits(100_000))).toBe(REPAY_AMOUNT_INVALID);
  });

  it('accepts exactly the amounts between the minimum and the remaining that leave 0 or at least K50', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 0, max: 2_100_000 }), (rem, pay) => {
        const error = repayAmountError(toKwacha(pay), limits(rem));
        const rest = rem - pay;
        const ok = pay >= minRepayAmount(rem) && pay > 0 && rest >= 0 && (rest === 0 || rest >= 5_000);
        expect(error === null).toBe(ok);
        if (error === REPAY_REMAINDER_TOO_SMALL) expect(rest > 0 && rest < 5_000).toBe(true);
        if (error === REPAY_ABOVE_REMAINING) expect(rest < 0).toBe(true);
      }),
    );
  });
});
