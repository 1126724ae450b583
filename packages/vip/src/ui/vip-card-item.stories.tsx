import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import type { VipCard } from '@pocket/contracts/api/vip';
import { inside } from '@pocket/testing/inside';

import { infoFixtures } from '../fixtures';
import { VipCardItem } from './vip-card-item';

const meta: Meta<typeof VipCardItem> = {
  title: 'vip/VipCardItem',
  component: VipCardItem,
  args: { card: inside<VipCard>(infoFixtures.notMember.cards[0]!), onBuy: fn() },
};
export default meta;
type Story = StoryObj<typeof VipCardItem>;

export const Buy: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('K49.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy VIP Monthly' }));
    await expect(args.onBuy).toHaveBeenCalledWith(args.card);
  },
};
export const Renew: Story = { args: { renew: true } };
export const WhilePaying: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Buy VIP Monthly' })).toBeDisabled();
  },
};
export const Quarterly: Story = { args: { card: inside<VipCard>(infoFixtures.notMember.cards[1]!) } };
