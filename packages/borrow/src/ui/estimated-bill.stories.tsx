import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { CONSENT_NEEDED, EstimatedBill } from './estimated-bill';

const meta: Meta<typeof EstimatedBill> = {
  title: 'borrow/EstimatedBill',
  component: EstimatedBill,
  args: {
    wallet: '0961234567',
    contractHref: '/al',
    onApply: fn(),
    estimate: {
      principal: 100_000,
      interest: 14_000,
      fee: 2_000,
      total: 116_000,
      received: 98_000,
      dueDates: ['2026-12-06'],
      apr: 417.14,
      totalCostOfCredit: 16_000,
      termDays: 14,
    },
  },
};
export default meta;
type Story = StoryObj<typeof EstimatedBill>;

/** Apply without ticking the contract asks for consent; once ticked, Apply applies. */
export const SingleBill: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(CONSENT_NEEDED);
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledOnce();
  },
};
export const AirtelWallet: Story = { args: { wallet: '0771234567' } };
export const VipMember: Story = {
  args: {
    estimate: { principal: 100_000, interest: 14_000, fee: 1_600, vipFeeDiscount: 400, total: 115_600, received: 100_000, dueDates: ['2026-12-06'], apr: 406.71, totalCostOfCredit: 15_600, termDays: 14 },
  },
};
export const Stages: Story = {
  args: {
    estimate: {
      principal: 300_000,
      interest: 54_000,
      fee: 6_000,
      total: 360_000,
      received: 294_000,
      dueDates: ['2026-12-06', '2026-12-20', '2027-01-03'],
      apr: 152.08,
      totalCostOfCredit: 60_000,
      termDays: 42,
    },
  },
};
export const Applying: Story = {
  args: { applying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Apply/ })).toBeDisabled();
  },
};
