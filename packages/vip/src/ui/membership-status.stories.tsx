import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import type { VipPaymentView } from '@pocket/contracts/api/vip';
import { inside } from '@pocket/testing/inside';

import { infoFixtures, payment } from '../fixtures';
import { MembershipStatus } from './membership-status';

const meta: Meta<typeof MembershipStatus> = { title: 'vip/MembershipStatus', component: MembershipStatus };
export default meta;
type Story = StoryObj<typeof MembershipStatus>;

const { notMember, active, expired } = infoFixtures;
export const Anonymous: Story = { args: { state: 'anonymous', membership: null, pending: null, lastPayment: null } };
export const NotAMember: Story = {
  args: { state: 'none', membership: notMember.membership, pending: null, lastPayment: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('membership-status')).toHaveTextContent('Not a member');
  },
};
export const Paying: Story = { args: { state: 'paying', membership: notMember.membership, pending: inside<VipPaymentView>(payment('PENDING')), lastPayment: null } };
export const Failed: Story = {
  args: { state: 'none', membership: notMember.membership, pending: null, lastPayment: inside<VipPaymentView>(payment('FAILED', 'The payment was declined')) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('membership-status')).toHaveTextContent('The payment was declined');
  },
};
export const Active: Story = { args: { state: 'active', membership: active.membership, pending: null, lastPayment: null } };
export const Expired: Story = { args: { state: 'expired', membership: expired.membership, pending: null, lastPayment: null } };
