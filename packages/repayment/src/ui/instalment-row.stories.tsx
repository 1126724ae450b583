import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { instalment, instalmentLines as lines } from '../fixtures/instalment.fixtures';
import { InstalmentRow } from './instalment-row';

const meta: Meta<typeof InstalmentRow> = {
  title: 'repayment/InstalmentRow',
  component: InstalmentRow,
  args: { instalment, onRepay: fn(), onExtend: fn() },
};
export default meta;
type Story = StoryObj<typeof InstalmentRow>;

export const Repaying: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Repaying')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Repay' }));
    await expect(args.onRepay).toHaveBeenCalledWith(args.instalment.planId);
    await userEvent.click(canvas.getByRole('button', { name: 'Extension' }));
    await expect(args.onExtend).toHaveBeenCalledWith(args.instalment.planId);
  },
};
export const PartPaid: Story = { args: { instalment: { ...instalment, lines: { ...lines, paid: 50_000, remaining: 66_000 } } } };
export const Overdue: Story = {
  args: { instalment: { ...instalment, status: 'OVERDUE', overdueDays: 4, penalty: 4_000, lines: { ...lines, total: 120_000, remaining: 120_000 } } },
};
export const Extended: Story = { args: { instalment: { ...instalment, dueDate: '2026-12-20', extensionCount: 1, lines: { ...lines, extensionFees: 8_000, paid: 8_000 } } } };
/** The case: K800 for 14 days, the K20 coupon and a K64 extension fee, paid off. */
export const CouponAndExtensionFee: Story = {
  args: {
    instalment: {
      ...instalment, principal: 80_000, interest: 11_200, fee: 1_600, status: 'SETTLED', extensionCount: 1,
      lines: { total: 92_800, couponDiscount: 2_000, waivers: 0, extensionFees: 6_400, paid: 97_200, creditApplied: 0, remaining: 0 },
    },
  },
};
export const PaymentPending: Story = {
  args: { paymentPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Repay' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Extension' })).toBeDisabled();
  },
};
export const Paid: Story = { args: { instalment: { ...instalment, status: 'SETTLED', lines: { ...lines, paid: 116_000, remaining: 0 } } } };
export const InstalmentOfThree: Story = {
  args: { instalment: { ...instalment, loanPeriod: 2 }, instalmentCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Instalment 2/3')).toBeVisible();
  },
};
