import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { ngwee } from '@pocket/contracts/money';

import { CouponListView } from './coupon-list-view';

const base = {
  kind: 'AMOUNT',
  amountOff: ngwee(2000),
  discountPercent: 0,
  minBill: ngwee(20000),
  validFrom: '2026-11-01',
  validUntil: '2026-12-31',
  used: false,
  appliedPlanId: null,
  couponUsableStatus: 1 as const,
};

const meta: Meta<typeof CouponListView> = {
  title: 'repayment/CouponPage',
  component: CouponListView,
  args: {
    loading: false,
    error: null,
    today: '2026-11-22',
    onRetry: fn(),
    coupons: [
      { ...base, userCouponId: 1, couponName: 'K20 off a bill of K200' },
      { ...base, userCouponId: 2, couponName: '50% off the interest', appliedPlanId: 41, couponUsableStatus: 2 },
      { ...base, userCouponId: 3, couponName: 'Welcome K10 off', used: true, couponUsableStatus: 0 },
      { ...base, userCouponId: 4, couponName: 'Old K5 off', validUntil: '2026-11-01', couponUsableStatus: 0 },
    ],
  },
};
export default meta;
type Story = StoryObj<typeof CouponListView>;

export const WithCoupons: Story = {
  play: async ({ canvas }) => {
    for (const name of ['K20 off a bill of K200', '50% off the interest', 'Welcome K10 off', 'Old K5 off']) {
      await expect(canvas.getByText(name)).toBeVisible();
    }
  },
};
export const Loading: Story = { args: { coupons: null, loading: true } };
export const LoadError: Story = {
  args: { coupons: null, error: 'Network error, please check your connection and try again' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Empty: Story = { args: { coupons: [] } };
