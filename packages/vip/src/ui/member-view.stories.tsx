import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import type { VipCard, VipCardInfo } from '@pocket/contracts/api/vip';
import { inside } from '@pocket/testing/inside';

import { infoFixtures } from '../fixtures';
import { MemberView } from './member-view';

const meta: Meta<typeof MemberView> = {
  title: 'vip/MemberView',
  component: MemberView,
  args: { onBuy: fn() },
};
export default meta;
type Story = StoryObj<typeof MemberView>;

export const Anonymous: Story = {
  args: { state: 'anonymous', info: inside<VipCardInfo>(infoFixtures.anonymous) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Log in to buy a card.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buy VIP Monthly' })).toBeEnabled();
  },
};
export const NotAMember: Story = {
  args: { state: 'none', info: inside<VipCardInfo>(infoFixtures.notMember) },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByTestId('membership-status')).toHaveTextContent('Not a member');
    await expect(canvas.getByTestId('vip-card-2')).toHaveTextContent('/ 90 days');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy VIP Quarterly' }));
    await expect(args.onBuy).toHaveBeenCalledWith(inside<VipCard>(infoFixtures.notMember.cards[1]));
  },
};
export const Paying: Story = {
  args: { state: 'paying', info: inside<VipCardInfo>(infoFixtures.paying) },
  /** While a card's payment waits for the PIN, no second card can be bought. */
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button', { name: /^Buy / })) await expect(button).toBeDisabled();
  },
};
export const PaymentFailed: Story = { args: { state: 'none', info: inside<VipCardInfo>(infoFixtures.failed) } };
export const Active: Story = {
  args: { state: 'active', info: inside<VipCardInfo>(infoFixtures.active) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Renew VIP Monthly' })).toBeEnabled();
  },
};
export const Expired: Story = { args: { state: 'expired', info: inside<VipCardInfo>(infoFixtures.expired) } };
