import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { infoFixtures } from '../fixtures';
import { MemberView } from './member-view';

const meta: Meta<typeof MemberView> = {
  title: 'vip/MemberView',
  component: MemberView,
  args: { onBuy: fn() },
};
export default meta;
type Story = StoryObj<typeof MemberView>;

export const Anonymous: Story = { args: { state: 'anonymous', info: infoFixtures.anonymous } };
export const NotAMember: Story = { args: { state: 'none', info: infoFixtures.notMember } };
export const Paying: Story = { args: { state: 'paying', info: infoFixtures.paying } };
export const PaymentFailed: Story = { args: { state: 'none', info: infoFixtures.failed } };
export const Active: Story = { args: { state: 'active', info: infoFixtures.active } };
export const Expired: Story = { args: { state: 'expired', info: infoFixtures.expired } };
