import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { pack } from '../fixtures/activities.fixtures';
import { CouponPacksView } from './coupon-packs-view';

const packs = [pack(), pack({ id: 2, code: 'FESTIVE26', name: 'Festive season pack', description: 'Two K20 coupons for your December and January bills', coupons: ['Festive K20 off', 'Festive K20 off'], validUntil: '2027-01-10' })];

const meta: Meta<typeof CouponPacksView> = {
  title: 'activities/CouponPacksView',
  component: CouponPacksView,
  args: { packs, loading: false, error: null, claiming: null, onRetry: fn(), onClaim: fn(), onViewCoupons: fn() },
};
export default meta;
type Story = StoryObj<typeof CouponPacksView>;

export const OnOffer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Festive season pack')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Claim' })[1]!);
    await expect(args.onClaim).toHaveBeenCalledWith(args.packs![1]);
    await userEvent.click(canvas.getByRole('button', { name: 'My coupons' }));
    await expect(args.onViewCoupons).toHaveBeenCalledOnce();
  },
};
export const Claiming: Story = { args: { claiming: 1 } };
export const ClaimedAndExhausted: Story = {
  args: { packs: [pack({ claimed: true }), pack({ id: 2, name: 'Payday pack', exhausted: true })] },
  /** A pack already claimed, or all claimed by others, cannot be claimed again. */
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Claimed' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'All claimed' })).toBeDisabled();
  },
};
export const NoneOnOffer: Story = { args: { packs: [] } };
export const Loading: Story = { args: { packs: null, loading: true } };
export const Failed: Story = {
  args: { packs: null, error: 'Network error, please check your connection and try again' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
