import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { GetCouponView } from './get-coupon-view';

const meta: Meta<typeof GetCouponView> = {
  title: 'activities/GetCouponView',
  component: GetCouponView,
  args: { initialCode: 'WELCOME2026', loggedIn: true, claiming: false, outcome: null, onClaim: fn(), onViewCoupons: fn(), onBrowsePacks: fn() },
};
export default meta;
type Story = StoryObj<typeof GetCouponView>;

export const FromLink: Story = {};
export const Anonymous: Story = { args: { loggedIn: false } };
export const Claiming: Story = { args: { claiming: true } };
export const Claimed: Story = { args: { outcome: { ok: true, pack: { packId: 1, name: 'Welcome 2026 pack', coupons: ['K15 off your bill', '50% off interest'] } } } };
export const AlreadyClaimed: Story = { args: { outcome: { ok: false, message: 'You have already claimed this coupon pack. Find your coupons under Coupon' } } };
export const Expired: Story = { args: { initialCode: 'WINTER25', outcome: { ok: false, message: 'This coupon pack has expired' } } };
export const UnknownCode: Story = { args: { initialCode: 'NOPE', outcome: { ok: false, message: 'This coupon code does not exist. Please check the link and try again' } } };
export const Exhausted: Story = { args: { outcome: { ok: false, message: 'All packs of this code have been claimed' } } };
export const NoCodeInLink: Story = { args: { initialCode: '' } };
