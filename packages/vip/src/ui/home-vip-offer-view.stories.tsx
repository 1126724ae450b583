import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { infoFixtures } from '../fixtures';
import { HomeVipOfferView } from './home-vip-offer-view';

const meta: Meta<typeof HomeVipOfferView> = {
  title: 'vip/HomeVipOfferView',
  component: HomeVipOfferView,
  args: { card: infoFixtures.notMember.cards[0]!, activeUntil: null, onOpen: fn() },
};
export default meta;
type Story = StoryObj<typeof HomeVipOfferView>;

export const Offer: Story = {};
export const Member: Story = { args: { activeUntil: '2026-05-31' } };
