import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImperativeHandle } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { renderView } from '@pocket/testing/render-view';

import { turntable, wonSpin } from '../fixtures/activities.fixtures';
import type { PrizeWheelProps } from './prize-wheel';
import { TurntableView } from './turntable-view';

// jsdom has no canvas: the wheel is replaced by a stub that records where it was told to stop and ends at once.
const stops = vi.hoisted(() => [] as number[]);
vi.mock('./prize-wheel', () => ({
  PrizeWheel: ({ ref, onEnd, prizes }: PrizeWheelProps) => {
    useImperativeHandle(ref, () => ({ play: () => undefined, stop: (i: number) => {
        stops.push(i);
        onEnd();
      }, reset: () => undefined }));
    return <div role="img" aria-label="Prize wheel">{prizes.map((p) => p.label).join(', ')}</div>;
  },
}));

const props = (over: Partial<Parameters<typeof TurntableView>[0]> = {}) => ({
  data: turntable(), loading: false, error: null, onRetry: vi.fn(), onSpin: vi.fn(async () => wonSpin()), onLogin: vi.fn(), onViewCoupons: vi.fn(), onSettled: vi.fn(), ...over,
});

describe('Turntable Activities', () => {
  it('the wheel stops on the prize the server chose and the result names the coupon won', async () => {
    const p = props();
    renderView(<TurntableView {...p} />);
    expect(screen.getByText('1 spin left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(p.onSpin).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(stops.at(-1)).toBe(2));
    expect(await screen.findByText('You won K10 off your bill. It is waiting for you under Coupon.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View coupons' }));
    expect(p.onViewCoupons).toHaveBeenCalled();
    expect(p.onSettled).toHaveBeenCalled();
  });

  it('a spin that lands on nothing says so', async () => {
    renderView(<TurntableView {...props({ onSpin: vi.fn(async () => wonSpin({ won: false, couponName: null, label: 'Thanks for playing', prizeIndex: 1 })) })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByText('No prize this time. Try again with your next spin.')).toBeInTheDocument();
  });

  it('acting needs login: an anonymous visitor gets the login panel, not a spin', async () => {
    const p = props({ data: turntable({ loggedIn: false, spinsLeft: 0 }) });
    renderView(<TurntableView {...p} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in to spin' }));
    expect(p.onLogin).toHaveBeenCalled();
    expect(p.onSpin).not.toHaveBeenCalled();
  });

  it('without spins left the button says to come back tomorrow; past prizes are listed', () => {
    renderView(<TurntableView {...props({ data: turntable({ spinsLeft: 0, history: [{ spinId: 1, prizeId: 3, label: 'K10 off', won: true, couponName: 'K10 off your bill', at: '2026-11-22T08:00:00Z' }] }) })} />);
    expect(screen.getByRole('button', { name: 'Come back tomorrow' })).toBeDisabled();
    expect(screen.getByText('K10 off your bill')).toBeInTheDocument();
    expect(screen.getByText('In Coupon')).toBeInTheDocument();
  });

  it('a refused spin resets the wheel and shows no result', async () => {
    renderView(<TurntableView {...props({ onSpin: vi.fn(async () => null) })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(screen.queryByText('Congratulations!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin' })).toBeEnabled();
  });

  it('loading and error states, with a retry', async () => {
    const p = props({ data: null, error: 'Network error, please check your connection and try again' });
    const { rerender } = renderView(<TurntableView {...p} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(p.onRetry).toHaveBeenCalled();
    rerender(<TurntableView {...props({ data: null, loading: true })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
