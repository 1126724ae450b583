import { describe, expect, it } from 'vitest';

import { FOLLOW_GIVE_UP_MS, nextFollowDelay } from './follow-schedule';

describe('the follow schedule (one for every payment kind)', () => {
  it('asks after 1 s, 2 s, 3 s, 5 s, 8 s, then every 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => nextFollowDelay(n, 0))).toEqual([1_000, 2_000, 3_000, 5_000, 8_000, 10_000, 10_000]);
  });

  it('stops asking after about 3 minutes', () => {
    expect(nextFollowDelay(10, FOLLOW_GIVE_UP_MS - 10_000)).toBe(10_000);
    expect(nextFollowDelay(10, FOLLOW_GIVE_UP_MS - 9_999)).toBeNull();
    expect(nextFollowDelay(0, FOLLOW_GIVE_UP_MS - 1_000)).toBe(1_000);
    expect(nextFollowDelay(0, FOLLOW_GIVE_UP_MS - 999)).toBeNull();
  });
});
