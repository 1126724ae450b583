import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FOLLOW_GIVE_UP_MS } from './follow-schedule';
import { useFollowSchedule } from './use-follow-schedule';

afterEach(() => vi.useRealTimers());

describe('following a payment until final (one schedule)', () => {
  it('polls while active and stops when the payment is final', () => {
    vi.useFakeTimers();
    const poll = vi.fn();
    const { rerender } = renderHook(({ active }) => useFollowSchedule(active, poll), { initialProps: { active: true } });
    vi.advanceTimersByTime(1_000);
    expect(poll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    expect(poll).toHaveBeenCalledTimes(2);
    rerender({ active: false });
    vi.advanceTimersByTime(60_000);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('starts again from the quickest delay when it turns active again', () => {
    vi.useFakeTimers();
    const poll = vi.fn();
    const { rerender } = renderHook(({ active }) => useFollowSchedule(active, poll), { initialProps: { active: true } });
    vi.advanceTimersByTime(6_000);
    expect(poll).toHaveBeenCalledTimes(3);
    rerender({ active: false });
    rerender({ active: true });
    vi.advanceTimersByTime(999);
    expect(poll).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(1);
    expect(poll).toHaveBeenCalledTimes(4);
  });

  it('waits for an answer before the next delay, and stops when a check says final', async () => {
    vi.useFakeTimers();
    let answer!: (final: boolean) => void;
    const check = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    renderHook(() => useFollowSchedule(true, check));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(check).toHaveBeenCalledTimes(1);
    answer(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(check).toHaveBeenCalledTimes(2);
    answer(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('without a "check again" step, keeps asking every 30 s past 3 minutes until the payment is final', () => {
    vi.useFakeTimers();
    let final = false;
    const poll = vi.fn(() => final);
    renderHook(() => useFollowSchedule(true, poll));
    vi.advanceTimersByTime(FOLLOW_GIVE_UP_MS);
    const asked = poll.mock.calls.length;
    vi.advanceTimersByTime(60_000);
    expect(poll.mock.calls.length).toBeGreaterThanOrEqual(asked + 2);
    final = true;
    vi.advanceTimersByTime(30_000);
    const atFinal = poll.mock.calls.length;
    vi.advanceTimersByTime(120_000);
    expect(poll).toHaveBeenCalledTimes(atFinal);
  });

  it('with a "check again" step, gives up after about 3 minutes without a final answer', () => {
    vi.useFakeTimers();
    const poll = vi.fn();
    const onGiveUp = vi.fn();
    renderHook(() => useFollowSchedule(true, poll, { onGiveUp }));
    vi.advanceTimersByTime(FOLLOW_GIVE_UP_MS - 15_000);
    expect(onGiveUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(15_000);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    const asked = poll.mock.calls.length;
    vi.advanceTimersByTime(60_000);
    expect(poll).toHaveBeenCalledTimes(asked);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
  });
});
