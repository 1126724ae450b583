import type { LoanAsk } from '../api/product-trial';

/**
 * appliedProduct of the order UI state (docs/product.md#app-state-and-entities): what home chose, read by
 * /borrow-plan, kept in localStorage. Its amount is ngwee under a name of its own: builds before the api client
 * read money as ngwee (decision 0041) kept `amount` in Kwacha, and such a value must never be read as ngwee.
 */
export type AppliedProduct = { productId: number; amountNgwee: number; term: number };

export const appliedProductOf = (ask: LoanAsk): AppliedProduct => ({ productId: ask.productId, amountNgwee: ask.amount, term: ask.term });

/** The loan asked for, as productTrial and applyLoan take it. */
export const askOf = (applied: AppliedProduct): LoanAsk => ({ productId: applied.productId, amount: applied.amountNgwee, term: applied.term });

/** The stored value, or null when it is not one this build wrote (an older build's Kwacha `amount` included). */
export function readAppliedProduct(value: unknown): AppliedProduct | null {
  if (typeof value !== 'object' || value === null) return null;
  const { productId, amountNgwee, term } = value as Record<string, unknown>;
  if (typeof productId !== 'number' || !Number.isSafeInteger(amountNgwee) || typeof term !== 'number') return null;
  return { productId, amountNgwee: amountNgwee as number, term };
}
