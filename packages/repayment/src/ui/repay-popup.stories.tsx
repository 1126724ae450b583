import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { messages } from '@pocket/contracts/validators';

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

export const Ready: Story = {
  /** The whole remainder is offered; an amount under the minimum is refused in words; a valid one is submitted in ngwee. */
  play: async ({ args, userEvent }) => {
    const popup = within(document.body);
    const amount = await popup.findByDisplayValue('1140.5');
    await waitFor(() => expect(amount).toBeVisible());
    await expect(popup.getByDisplayValue('0961234567')).toHaveAttribute('readonly');
    await expect(popup.getByText('The are 2 coupons available')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '10');
    await userEvent.click(popup.getByRole('button', { name: 'Repayment' }));
    await expect(await popup.findByText(messages.repayAmountMinimum('K114.05'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1100');
    await userEvent.click(popup.getByRole('button', { name: 'Repayment' }));
    await expect(await popup.findByText(messages.REPAY_REMAINDER_TOO_SMALL)).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '200');
    await userEvent.click(popup.getByRole('button', { name: 'Repayment' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(20_000);
  },
};
export const Loading: Story = { args: { detail: null } };
export const LoadError: Story = {
  args: { detail: null, loadError: 'Network error, please try again' },
  play: async ({ args, userEvent }) => {
    const popup = within(document.body);
    await expect(await popup.findByText('Network error, please try again')).toBeVisible();
    await userEvent.click(popup.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
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
export const PaymentInFlight: Story = {
  args: { detail: { ...detail, paymentInFlight: { amount: 30_000, wallet: '096****567' } } },
  /** A payment waiting for the PIN: 'Repayment' waits too, so the bill is not paid twice. */
  play: async () => {
    const popup = within(document.body);
    await expect(await popup.findByRole('button', { name: 'Repayment' })).toBeDisabled();
  },
};
