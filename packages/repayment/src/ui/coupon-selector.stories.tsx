import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

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

export const WithApplied: Story = {
  /** The applied coupon is shown; the picker offers the usable ones and Confirm reports the one chosen. */
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('The are 2 coupons available')).toBeVisible();
    await expect(canvas.getByText('50% off the interest')).toBeVisible();
    await userEvent.click(canvas.getByText('Coupon'));
    const page = within(document.body);
    const confirm = await page.findByText('Confirm');
    await waitFor(() => expect(confirm).toBeVisible());
    await userEvent.click(page.getAllByText('K20 off a bill of K200').at(-1)!);
    await waitFor(() => expect(page.getAllByText('K20 off a bill of K200').at(-1)!.closest('li')).toHaveClass('rv-picker-column__item--selected'));
    await userEvent.click(confirm);
    await expect(args.onChoose).toHaveBeenCalledWith('1');
  },
};
export const Empty: Story = { args: { coupons: [] } };
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Coupon'));
    await expect(within(document.body).queryByText('Confirm')).toBeNull();
  },
};
