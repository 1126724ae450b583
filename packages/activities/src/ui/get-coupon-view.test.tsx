import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderView } from '@pocket/testing/render-view';

import { GetCouponView } from './get-coupon-view';

const base = { initialCode: 'WELCOME2026', loggedIn: true, claiming: false, outcome: null, onClaim: vi.fn(), onViewCoupons: vi.fn(), onBrowsePacks: vi.fn() };

describe('GetCoupon (/gc)', () => {
  it('claims the code from the link', async () => {
    const onClaim = vi.fn();
    renderView(<GetCouponView {...base} onClaim={onClaim} />);
    expect(screen.getByDisplayValue('WELCOME2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get coupons' }));
    expect(onClaim).toHaveBeenCalledWith('WELCOME2026');
  });

  it('an empty code is refused before any call, naming the field', async () => {
    const onClaim = vi.fn();
    renderView(<GetCouponView {...base} initialCode="" onClaim={onClaim} />);
    await userEvent.click(screen.getByRole('button', { name: 'Get coupons' }));
    expect(screen.getByText('Please enter a coupon code')).toBeInTheDocument();
    expect(onClaim).not.toHaveBeenCalled();
  });

  it('shows what was won, with the way to the coupons', async () => {
    const onViewCoupons = vi.fn();
    renderView(<GetCouponView {...base} onViewCoupons={onViewCoupons} outcome={{ ok: true, pack: { packId: 1, name: 'Welcome 2026 pack', coupons: ['K15 off your bill', '50% off interest'] } }} />);
    expect(screen.getByText('You got the Welcome 2026 pack: K15 off your bill, 50% off interest.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View my coupons' }));
    expect(onViewCoupons).toHaveBeenCalled();
  });

  it('shows the server’s clear message for a refused code, with a next step', () => {
    renderView(<GetCouponView {...base} outcome={{ ok: false, message: 'This coupon pack has expired' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This coupon pack has expired');
    expect(screen.getByRole('button', { name: 'See all coupon packs' })).toBeInTheDocument();
  });

  it('an anonymous visitor is told claiming needs login', () => {
    renderView(<GetCouponView {...base} loggedIn={false} />);
    expect(screen.getByRole('button', { name: 'Log in to get coupons' })).toBeInTheDocument();
  });

  it("says what was won in the borrower's language (Nyanja), the pack's name and coupons as the server sends them", async () => {
    const pack = { packId: 1, name: 'Welcome 2026 pack', coupons: ['K15 off your bill', '50% off interest'] };
    renderView(<GetCouponView {...base} outcome={{ ok: true, pack }} />, { state: { appState: { lang: 'ny' } } });
    expect(await screen.findByText('Mwalandira Welcome 2026 pack: K15 off your bill, 50% off interest.')).toBeInTheDocument();
    expect(screen.queryByText(/You got the/)).not.toBeInTheDocument();
  });
});
