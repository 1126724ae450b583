import { describe, expect, it } from 'vitest';

import { MAX_DELAY_MS, pollDelay } from './poll-delay';

describe('following a payment in flight', () => {
  it('asks again quickly at first, then backs off to every 10 s', () => {
    expect([0, 1, 2, 3, 4].map(pollDelay)).toEqual([1_000, 2_000, 3_000, 5_000, 8_000]);
    expect(pollDelay(5)).toBe(MAX_DELAY_MS);
    expect(pollDelay(50)).toBe(MAX_DELAY_MS);
  });
});
