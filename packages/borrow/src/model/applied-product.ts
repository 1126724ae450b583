import type { LoanAsk } from '../api/product-trial';

/** appliedProduct of the order UI state (docs/product.md#app-state-and-entities): what home chose, read by /borrow-plan. Kwacha amount. */
export function readAppliedProduct(value: unknown): LoanAsk | null {
  if (typeof value !== 'object' || value === null) return null;
  const { productId, amount, term } = value as Record<string, unknown>;
  if (typeof productId !== 'number' || typeof amount !== 'number' || typeof term !== 'number') return null;
  return { productId, amount, term };
}
