import { REMAINING_BALANCE_FLOOR_K } from '../constants';
import { formatKwacha, type Ngwee, percentOf, toNgwee } from '../money';
import {
  REPAY_ABOVE_REMAINING,
  REPAY_AMOUNT_EMPTY,
  REPAY_REMAINDER_TOO_SMALL,
  repayAmountMinimum,
} from '../validators/messages';

// The repayment amount rules of docs/product.md#validation-rules, shared by the popup and the server so both say the same thing.
export const REPAY_AMOUNT_INVALID = 'Please enter an amount in Kwacha with at most 2 decimals';

const FLOOR = REMAINING_BALANCE_FLOOR_K * 100;

/** docs/product.md#repayment: the smaller of the remaining amount and the larger of K50 and 10% of it (ngwee). */
export function minRepayAmount(remaining: number): number {
  return Math.min(remaining, Math.max(FLOOR, percentOf(remaining, 1_000)));
}

export interface RepayLimits {
  /** ngwee */
  minRepayAmount: number;
  /** ngwee, after any applied coupon */
  remainingAmount: number;
}

/** The spec's message for a repayment amount, or null when it may be paid. Amounts in Kwacha as typed. */
export function repayAmountError(input: string | number | null | undefined, limits: RepayLimits): string | null {
  if (input === null || input === undefined || String(input).trim() === '') return REPAY_AMOUNT_EMPTY;
  let amount: number;
  try {
    amount = toNgwee(input);
  } catch {
    return REPAY_AMOUNT_INVALID;
  }
  return repayNgweeError(amount as Ngwee, limits);
}

/** The same rules for an amount already read as ngwee (the server's decoded request); null amount: nothing entered. */
export function repayNgweeError(amount: Ngwee | null, limits: RepayLimits): string | null {
  if (amount === null) return REPAY_AMOUNT_EMPTY;
  if (amount < limits.minRepayAmount || amount <= 0) return repayAmountMinimum(formatKwacha(limits.minRepayAmount));
  const rest = limits.remainingAmount - amount;
  if (rest > 0 && rest < FLOOR) return REPAY_REMAINDER_TOO_SMALL;
  if (rest < 0) return REPAY_ABOVE_REMAINING;
  return null;
}
