import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { CouponSelector } from './coupon-selector';

const meta: Meta<typeof CouponSelector> = {
  title: 'repayment/CouponSelector',
  component: CouponSelector,
  args: {
    onChoose: fn(),
    coupons: [
      { userCouponId: 1, couponName: 'K20 off a bill of K200', couponUsableStatus: 1 },
      { userCouponId: 2, couponName: '50% off the interest', couponUsableStatus: 2 },
    ],
  },
};
export default meta;
type Story = StoryObj<typeof CouponSelector>;

export const WithApplied: Story = {};
export const Empty: Story = { args: { coupons: [] } };
export const Disabled: Story = { args: { disabled: true } };
