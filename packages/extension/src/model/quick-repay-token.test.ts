import { afterEach, describe, expect, it } from 'vitest';

import { QUICK_REPAY_TOKEN_KEY, readQuickRepayToken } from './quick-repay-token';

afterEach(() => sessionStorage.clear());

describe('readQuickRepayToken', () => {
  it('reads a live token the /qp page saved', () => {
    sessionStorage.setItem(QUICK_REPAY_TOKEN_KEY, JSON.stringify({ token: 't1', expiresAt: 2_000 }));
    expect(readQuickRepayToken(1_000)).toBe('t1');
  });

  it('ignores an expired or malformed entry', () => {
    sessionStorage.setItem(QUICK_REPAY_TOKEN_KEY, JSON.stringify({ token: 't1', expiresAt: 1_000 }));
    expect(readQuickRepayToken(1_000)).toBeNull();
    sessionStorage.setItem(QUICK_REPAY_TOKEN_KEY, '{oops');
    expect(readQuickRepayToken(1_000)).toBeNull();
  });
});
