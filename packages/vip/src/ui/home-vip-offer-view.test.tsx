import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { VipCard } from '@pocket/contracts/api/vip';
import { inside } from '@pocket/testing/inside';
import { renderView } from '@pocket/testing/render-view';

import { infoFixtures } from '../fixtures';
import { HomeVipOfferView } from './home-vip-offer-view';

const monthly = inside<VipCard>(infoFixtures.notMember.cards[0]!);

describe('VIP offer on home', () => {
  it('offers the cheapest card with what it changes, and opens the Member tab', async () => {
    const onOpen = vi.fn();
    renderView(<HomeVipOfferView card={monthly} activeUntil={null} onOpen={onOpen} />);
    expect(screen.getByTestId('home-vip-offer')).toHaveTextContent('Credit limit +50% and 20% off the service fee, from K49.00 / 30 days');
    await userEvent.click(screen.getByRole('button', { name: 'Become a member' }));
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('tells a member until when their limit and fees include the VIP benefits', () => {
    renderView(<HomeVipOfferView card={monthly} activeUntil="2026-05-31" onOpen={vi.fn()} />);
    expect(screen.getByText('VIP member until 2026-05-31: your limit and fees include your VIP benefits')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My membership' })).toBeInTheDocument();
  });

  it('shows the offer without its price while the cards load, and Become a member already opens the Member tab', async () => {
    const onOpen = vi.fn();
    renderView(<HomeVipOfferView card={null} loading activeUntil={null} onOpen={onOpen} />);
    expect(screen.getByTestId('home-vip-offer')).toHaveTextContent('Credit limit +50% and 20% off the service fee');
    expect(screen.getByTestId('home-vip-offer')).not.toHaveTextContent('from K');
    expect(screen.getByTestId('home-vip-offer')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Become a member' }));
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('shows nothing when no card is on sale (or the cards could not load)', () => {
    renderView(<HomeVipOfferView card={null} activeUntil={null} onOpen={vi.fn()} />);
    expect(screen.queryByTestId('home-vip-offer')).not.toBeInTheDocument();
  });
});
