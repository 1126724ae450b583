import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { VipCard, VipCardInfo } from '@pocket/contracts/api/vip';
import { inside } from '@pocket/testing/inside';
import { renderView } from '@pocket/testing/render-view';

import { infoFixtures } from '../fixtures';
import { MemberView } from './member-view';

describe('Member tab', () => {
  it('shows every card with price, period and benefits, and a buy button per card', async () => {
    const onBuy = vi.fn();
    renderView(<MemberView state="none" info={inside<VipCardInfo>(infoFixtures.notMember)} onBuy={onBuy} />);
    expect(screen.getByText('VIP Monthly')).toBeInTheDocument();
    expect(screen.getByText('K49.00')).toBeInTheDocument();
    expect(screen.getByText('K129.00')).toBeInTheDocument();
    expect(screen.getByTestId('vip-card-1')).toHaveTextContent('/ 30 days');
    expect(screen.getByTestId('vip-card-2')).toHaveTextContent('/ 90 days');
    expect(screen.getAllByText('Credit limit +50% (up to K15,000)')).toHaveLength(2);
    expect(screen.getAllByText('20% off the service fee')).toHaveLength(2);
    expect(screen.getAllByText('Two K20-off coupons every month')).toHaveLength(2);
    expect(screen.getAllByText('Priority review')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Buy VIP Quarterly' }));
    expect(onBuy).toHaveBeenCalledWith(inside<VipCard>(infoFixtures.notMember.cards[1]));
  });

  it("a borrower who is not a member reads 'Not a member'", () => {
    renderView(<MemberView state="none" info={inside<VipCardInfo>(infoFixtures.notMember)} onBuy={vi.fn()} />);
    expect(screen.getByTestId('membership-status')).toHaveTextContent('Not a member');
  });

  it('an anonymous visitor sees the cards and is told to log in to buy', () => {
    renderView(<MemberView state="anonymous" info={inside<VipCardInfo>(infoFixtures.anonymous)} onBuy={vi.fn()} />);
    expect(screen.getByText('Log in to buy a card.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy VIP Monthly' })).toBeEnabled();
  });

  it('a member reads the end date and the benefits in force, and can renew', () => {
    renderView(<MemberView state="active" info={inside<VipCardInfo>(infoFixtures.active)} onBuy={vi.fn()} />);
    expect(screen.getByText('Member until 2026-05-31')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renew VIP Monthly' })).toBeInTheDocument();
  });

  it('a payment in flight shows what to do and disables buying again', () => {
    renderView(<MemberView state="paying" info={inside<VipCardInfo>(infoFixtures.paying)} onBuy={vi.fn()} />);
    expect(screen.getByText('Waiting for payment')).toBeInTheDocument();
    expect(screen.getByText('Approve the PIN prompt on 0961234567 to pay K49.00 for VIP Monthly.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy VIP Monthly' })).toBeDisabled();
  });

  it('an ended membership says when it ended; a failed payment says to try again', () => {
    const { unmount } = renderView(<MemberView state="expired" info={inside<VipCardInfo>(infoFixtures.expired)} onBuy={vi.fn()} />);
    expect(screen.getByText('Your membership ended on 2026-04-30')).toBeInTheDocument();
    unmount();
    renderView(<MemberView state="none" info={inside<VipCardInfo>(infoFixtures.failed)} onBuy={vi.fn()} />);
    expect(screen.getByText('Your last payment did not go through: The payment was declined. Please try again.')).toBeInTheDocument();
  });
});
