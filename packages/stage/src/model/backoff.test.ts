import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { backoffDelay, useBackoffPoll } from './backoff';

afterEach(() => vi.useRealTimers());

describe('following a payment until final (poll with backoff)', () => {
  it('waits longer between polls, up to 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(backoffDelay)).toEqual([1_000, 2_000, 3_000, 5_000, 8_000, 10_000, 10_000]);
  });

  it('polls while active and stops when the payment is final', () => {
    vi.useFakeTimers();
    const poll = vi.fn();
    const { rerender } = renderHook(({ active }) => useBackoffPoll(active, poll), { initialProps: { active: true } });
    vi.advanceTimersByTime(1_000);
    expect(poll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    expect(poll).toHaveBeenCalledTimes(2);
    rerender({ active: false });
    vi.advanceTimersByTime(60_000);
    expect(poll).toHaveBeenCalledTimes(2);
  });
});
