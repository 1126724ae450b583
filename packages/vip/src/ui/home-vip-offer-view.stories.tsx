import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import type { VipCard } from '@pocket/contracts/api/vip';
import { inside } from '@pocket/testing/inside';

import { infoFixtures } from '../fixtures';
import { HomeVipOfferView } from './home-vip-offer-view';

const meta: Meta<typeof HomeVipOfferView> = {
  title: 'vip/HomeVipOfferView',
  component: HomeVipOfferView,
  args: { card: inside<VipCard>(infoFixtures.notMember.cards[0]!), activeUntil: null, onOpen: fn() },
};
export default meta;
type Story = StoryObj<typeof HomeVipOfferView>;

export const Offer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByTestId('home-vip-offer')).toHaveTextContent('from K49.00 / 30 days');
    await userEvent.click(canvas.getByRole('button', { name: 'Become a member' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};
export const Member: Story = {
  args: { activeUntil: '2026-05-31' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('VIP member until 2026-05-31: your limit and fees include your VIP benefits')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'My membership' })).toBeVisible();
  },
};

/** While the cards load: the offer without its price, the same height as with it. */
export const Loading: Story = {
  args: { card: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('home-vip-offer')).toHaveTextContent('Credit limit +50% and 20% off the service fee');
    await expect(canvas.getByTestId('home-vip-offer')).toHaveAttribute('aria-busy', 'true');
  },
};
