import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import type { StagePlan } from '@pocket/contracts/api/stage';
import { inside } from '@pocket/testing/inside';

import { stagePlan } from '../fixtures/stage.fixtures';
import { StageBillRow } from './stage-bill-row';

const meta: Meta<typeof StageBillRow> = { title: 'stage/StageBillRow', component: StageBillRow, args: { plan: inside<StagePlan>(stagePlan()), stages: 3, onPay: fn() } };
export default meta;
type Story = StoryObj<typeof StageBillRow>;

export const Repaying: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay' }));
    await expect(args.onPay).toHaveBeenCalledWith(args.plan);
  },
};
export const PaymentInProgress: Story = {
  args: { plan: inside<StagePlan>(stagePlan({ paymentInFlight: { reference: 'ref-stage-1', kind: 'REPAY', amount: 190.14, wallet: '096****567', createdAt: '2026-03-10T08:00:00.000Z' } })) },
  /** A bill whose payment waits for the PIN cannot be paid a second time. */
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('stage-bill-status')).toHaveTextContent('Payment in progress');
    await expect(canvas.queryByRole('button', { name: 'Pay' })).toBeNull();
  },
};
export const Overdue: Story = { args: { plan: inside<StagePlan>(stagePlan({ status: 'OVERDUE', statusText: 'Overdue', penalty: 4.59, overdueDays: 3, totalAmount: 194.73, remainingAmount: 194.73 })) } };
export const Paid: Story = {
  args: { plan: inside<StagePlan>(stagePlan({ status: 'SETTLED', statusText: 'Settled', paidAmount: 190.14, remainingAmount: 0 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('stage-bill-status')).toHaveTextContent('Paid');
    await expect(canvas.queryByRole('button', { name: 'Pay' })).toBeNull();
  },
};
