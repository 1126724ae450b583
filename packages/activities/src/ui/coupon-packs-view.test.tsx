import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderView } from '@pocket/testing/render-view';

import { pack } from '../fixtures/activities.fixtures';
import { CouponPacksView } from './coupon-packs-view';

const base = { loading: false, error: null, claiming: null, onRetry: vi.fn(), onViewCoupons: vi.fn() };

describe('Coupon Benefit', () => {
  it('lists each pack with its coupons and validity, and claims one', async () => {
    const onClaim = vi.fn();
    renderView(<CouponPacksView {...base} packs={[pack()]} onClaim={onClaim} />);
    const card = screen.getByRole('article', { name: 'Welcome 2026 pack' });
    expect(within(card).getByText('K15 off your bill')).toBeInTheDocument();
    expect(within(card).getByText('Claim by 2027-12-31')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Claim' }));
    expect(onClaim).toHaveBeenCalledWith(expect.objectContaining({ code: 'WELCOME2026' }));
  });

  it('a claimed pack cannot be claimed again; an exhausted one says all are claimed', () => {
    renderView(<CouponPacksView {...base} onClaim={vi.fn()} packs={[pack({ claimed: true }), pack({ id: 2, name: 'Payday pack', exhausted: true })]} />);
    expect(screen.getByRole('button', { name: 'Claimed' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'All claimed' })).toBeDisabled();
  });

  it('says so when no pack is on offer', () => {
    renderView(<CouponPacksView {...base} onClaim={vi.fn()} packs={[]} />);
    expect(screen.getByText('No coupon packs on offer right now. Come back soon')).toBeInTheDocument();
  });

  it("speaks the borrower's language: the page and its empty state in Bemba, a pack's buttons and date in Nyanja", async () => {
    const empty = renderView(<CouponPacksView {...base} onClaim={vi.fn()} packs={[]} />, { state: { appState: { lang: 'bem' } } });
    expect(await screen.findByText('Tapali ama kuponi ayo tulepeela nomba. Bweleni nomba line')).toBeInTheDocument();
    expect(screen.getByText('Ifyo ama kuponi yamwafwa')).toBeInTheDocument();
    empty.unmount();
    renderView(<CouponPacksView {...base} onClaim={vi.fn()} packs={[pack({ validUntil: '2026-12-31' })]} />, { state: { appState: { lang: 'ny' } } });
    expect(await screen.findByRole('button', { name: 'Landirani' })).toBeInTheDocument();
    expect(screen.getByText('Landirani pasanafike 2026-12-31')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Makuponi anga' })).toBeInTheDocument();
  });
});
