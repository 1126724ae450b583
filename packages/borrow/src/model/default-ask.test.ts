import { describe, expect, it } from 'vitest';

import type { LoanProduct } from '../api/product-list';
import { defaultAmount } from './default-ask';

const product = { minAmount: 20_000, maxAmount: 500_000, step: 10_000 } as LoanProduct;

describe('defaultAmount', () => {
  it('starts at the available limit, on the product step', () => {
    expect(defaultAmount(product, 55_000)).toBe(50_000);
    expect(defaultAmount(product, 50_000)).toBe(50_000);
  });
  it('never exceeds the product maximum and never goes below its minimum', () => {
    expect(defaultAmount(product, 1_500_000)).toBe(500_000);
    expect(defaultAmount(product, 10_000)).toBe(20_000);
    expect(defaultAmount(product, null)).toBe(500_000);
  });
});
