import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { GetCouponView } from './get-coupon-view';

const meta: Meta<typeof GetCouponView> = {
  title: 'activities/GetCouponView',
  component: GetCouponView,
  args: { initialCode: 'WELCOME2026', loggedIn: true, claiming: false, outcome: null, onClaim: fn(), onViewCoupons: fn(), onBrowsePacks: fn() },
};
export default meta;
type Story = StoryObj<typeof GetCouponView>;

export const FromLink: Story = {
  /** The link's code is filled in; 'Get coupons' claims it. */
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByPlaceholderText('e.g. WELCOME2026')).toHaveValue('WELCOME2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Get coupons' }));
    await expect(args.onClaim).toHaveBeenCalledWith('WELCOME2026');
  },
};
export const Anonymous: Story = {
  args: { loggedIn: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log in to get coupons' })).toBeVisible();
  },
};
export const Claiming: Story = { args: { claiming: true } };
export const Claimed: Story = {
  args: { outcome: { ok: true, pack: { packId: 1, name: 'Welcome 2026 pack', coupons: ['K15 off your bill', '50% off interest'] } } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('You got the Welcome 2026 pack: K15 off your bill, 50% off interest.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'View my coupons' }));
    await expect(args.onViewCoupons).toHaveBeenCalledOnce();
  },
};
export const AlreadyClaimed: Story = {
  args: { outcome: { ok: false, message: 'You have already claimed this coupon pack. Find your coupons under Coupon' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You have already claimed this coupon pack');
  },
};
export const Expired: Story = { args: { initialCode: 'WINTER25', outcome: { ok: false, message: 'This coupon pack has expired' } } };
export const UnknownCode: Story = { args: { initialCode: 'NOPE', outcome: { ok: false, message: 'This coupon code does not exist. Please check the link and try again' } } };
export const Exhausted: Story = { args: { outcome: { ok: false, message: 'All packs of this code have been claimed' } } };
export const NoCodeInLink: Story = {
  args: { initialCode: '' },
  /** No code, no claim: the field says what is missing; a typed code is upper-cased. */
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get coupons' }));
    await expect(await canvas.findByText('Please enter a coupon code')).toBeVisible();
    await expect(args.onClaim).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByPlaceholderText('e.g. WELCOME2026'), 'festive26');
    await userEvent.click(canvas.getByRole('button', { name: 'Get coupons' }));
    await expect(args.onClaim).toHaveBeenCalledWith('FESTIVE26');
  },
};
