import { describe, expect, it } from 'vitest';

import type { LoanProduct } from '../api/product-list';
import { defaultAmount } from './default-ask';

const product = { minAmount: 200, maxAmount: 5000, step: 100 } as LoanProduct;

describe('defaultAmount', () => {
  it('starts at the available limit, on the product step', () => {
    expect(defaultAmount(product, 550)).toBe(50_000);
    expect(defaultAmount(product, 500)).toBe(50_000);
  });
  it('never exceeds the product maximum and never goes below its minimum', () => {
    expect(defaultAmount(product, 15_000)).toBe(500_000);
    expect(defaultAmount(product, 100)).toBe(20_000);
    expect(defaultAmount(product, null)).toBe(500_000);
  });
});
