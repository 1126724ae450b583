import { describe, expect, it } from 'vitest';

import { snapToStep } from './product-chooser';

describe('snapToStep (amounts on the product step, K200 to the limit)', () => {
  it('moves a typed amount to the nearest step', () => {
    expect(snapToStep(24_900, 20_000, 500_000, 10_000)).toBe(20_000);
    expect(snapToStep(25_000, 20_000, 500_000, 10_000)).toBe(30_000);
  });
  it('keeps the amount within the product range and the limit', () => {
    expect(snapToStep(5_000, 20_000, 500_000, 10_000)).toBe(20_000);
    expect(snapToStep(900_000, 20_000, 55_000, 10_000)).toBe(50_000);
  });
});
