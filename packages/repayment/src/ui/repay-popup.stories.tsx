import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { RepayPopup } from './repay-popup';
import type { RepayView } from './repay-popup';

const detail: RepayView = {
  repayAccount: '0961234567',
  remainingAmount: 114_050,
  minRepayAmount: 11_405,
  coupons: [
    { userCouponId: 1, couponName: 'K20 off a bill of K200', couponUsableStatus: 1 },
    { userCouponId: 2, couponName: '50% off the interest', couponUsableStatus: 1 },
    { userCouponId: 3, couponName: 'Expired K10 off', couponUsableStatus: 0 },
  ],
};

const meta: Meta<typeof RepayPopup> = {
  title: 'repayment/RepayPopup',
  component: RepayPopup,
  args: { visible: true, detail, onClose: fn(), onSubmit: fn(), onChooseCoupon: fn(), onRetry: fn() },
};
export default meta;
type Story = StoryObj<typeof RepayPopup>;

export const Ready: Story = {};
export const Loading: Story = { args: { detail: null } };
export const LoadError: Story = { args: { detail: null, loadError: 'Network error, please try again' } };
export const NoCoupons: Story = { args: { detail: { ...detail, coupons: [] } } };
export const CouponApplied: Story = {
  args: {
    detail: {
      ...detail,
      remainingAmount: 112_050,
      minRepayAmount: 11_205,
      coupons: detail.coupons.map((c) => (c.userCouponId === 1 ? { ...c, couponUsableStatus: 2 } : c)),
    },
  },
};
export const Overdue: Story = {
  args: { detail: { ...detail, remainingAmount: 121_050, minRepayAmount: 12_105 } },
};
export const SmallRemainder: Story = { args: { detail: { ...detail, remainingAmount: 4_000, minRepayAmount: 4_000 } } };
export const Submitting: Story = { args: { submitting: true } };
export const PaymentInFlight: Story = { args: { detail: { ...detail, paymentInFlight: { amount: 30_000, wallet: '096****567' } } } };
