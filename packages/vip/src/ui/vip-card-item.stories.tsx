import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { infoFixtures } from '../fixtures';
import { VipCardItem } from './vip-card-item';

const meta: Meta<typeof VipCardItem> = {
  title: 'vip/VipCardItem',
  component: VipCardItem,
  args: { card: infoFixtures.notMember.cards[0]!, onBuy: fn() },
};
export default meta;
type Story = StoryObj<typeof VipCardItem>;

export const Buy: Story = {};
export const Renew: Story = { args: { renew: true } };
export const WhilePaying: Story = { args: { disabled: true } };
export const Quarterly: Story = { args: { card: infoFixtures.notMember.cards[1]! } };
