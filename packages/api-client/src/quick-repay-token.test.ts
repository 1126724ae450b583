import { afterEach, describe, expect, it } from 'vitest';

import { clearQuickRepayToken, QUICK_REPAY_TOKEN_KEY, readQuickRepayToken, saveQuickRepayToken } from './quick-repay-token';

afterEach(() => sessionStorage.clear());

describe('the quick-repay token in session storage', () => {
  it('keeps the token for its 15-minute lifetime, so a reload of /qp needs no new code', () => {
    saveQuickRepayToken('t1', 900, 1_000_000);
    expect(readQuickRepayToken(1_000_000 + 14 * 60_000)).toBe('t1');
  });

  it('forgets it once expired: /qp asks for a code again', () => {
    saveQuickRepayToken('t1', 900, 1_000_000);
    expect(readQuickRepayToken(1_000_000 + 15 * 60_000)).toBeNull();
  });

  it('ignores a malformed entry and forgets on clear', () => {
    sessionStorage.setItem(QUICK_REPAY_TOKEN_KEY, '{oops');
    expect(readQuickRepayToken()).toBeNull();
    saveQuickRepayToken('t2', 900);
    clearQuickRepayToken();
    expect(readQuickRepayToken()).toBeNull();
  });
});
