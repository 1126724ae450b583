import type { LoanProduct } from '../api/product-list';

/** Where the chooser starts: the most the limit allows, on the product's step, never below its minimum (ngwee). */
export function defaultAmount(product: LoanProduct, availableLimit: number | null): number {
  const min = product.minAmount;
  const max = product.maxAmount;
  const step = product.step;
  const cap = availableLimit === null ? max : Math.min(max, availableLimit);
  if (cap <= min) return min;
  return min + Math.floor((cap - min) / step) * step;
}

export const OPEN_STATUSES = ['REVIEWING', 'DISBURSING', 'DISBURSE_FAILED', 'REPAYING', 'OVERDUE'];
