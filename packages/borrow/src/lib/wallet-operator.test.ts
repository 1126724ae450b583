import { describe, expect, it } from 'vitest';

import { walletOperator } from './wallet-operator';

describe('walletOperator (operator follows the prefix)', () => {
  it.each(['0961234567', '0761234567', '0561234567'])('names MTN MoMo for %s', (mobile) => {
    expect(walletOperator(mobile)).toBe('MTN MoMo');
  });
  it.each(['0971234567', '0771234567', '0571234567'])('names Airtel Money for %s', (mobile) => {
    expect(walletOperator(mobile)).toBe('Airtel Money');
  });
  it.each(['0951234567', '0751234567', '0551234567'])('names Zamtel Kwacha for %s', (mobile) => {
    expect(walletOperator(mobile)).toBe('Zamtel Kwacha');
  });
  it('names no operator for another prefix', () => {
    expect(walletOperator('0211234567')).toBeNull();
  });
});
