import { beforeEach, describe, expect, it } from 'vitest';

import { forgetLastSeen, LAST_SEEN_PREFIX, recallLastSeen, rememberLastSeen } from './last-seen-store';

describe('the bills kept for offline', () => {
  beforeEach(() => localStorage.clear());

  it('gives back the copy kept for the same borrower and name, with its time', () => {
    rememberLastSeen('1', 'loan-detail.7', { remainingAmount: 105050 }, 1_000);
    expect(recallLastSeen('1', 'loan-detail.7')).toEqual({ data: { remainingAmount: 105050 }, savedAt: 1_000 });
    expect(recallLastSeen('2', 'loan-detail.7')).toBeNull();
  });

  it('never reads a copy an older version kept in Kwacha, and logout forgets it with the others', () => {
    localStorage.setItem('pocket.last-seen.1.loan-detail.7', JSON.stringify({ data: { remainingAmount: 1050.5 }, savedAt: 1_000 }));
    expect(recallLastSeen('1', 'loan-detail.7')).toBeNull();
    rememberLastSeen('1', 'loan-detail.8', { remainingAmount: 105050 }, 2_000);
    expect(Object.keys(localStorage).sort()).toEqual(['pocket.last-seen.1.loan-detail.7', `${LAST_SEEN_PREFIX}1.loan-detail.8`]);
    forgetLastSeen();
    expect(Object.keys(localStorage)).toEqual([]);
  });
});
