import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import type { StageOrder } from '@pocket/contracts/api/stage';
import { inside } from '@pocket/testing/inside';

import { awaitingDeposit, stageOrder } from '../fixtures/stage.fixtures';
import { DepositProgress } from './deposit-progress';

const meta: Meta<typeof DepositProgress> = { title: 'stage/DepositProgress', component: DepositProgress, args: { order: inside<StageOrder>(awaitingDeposit()), onOpenBills: fn(), onTryAgain: fn() } };
export default meta;
type Story = StoryObj<typeof DepositProgress>;

export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for payment')).toBeVisible();
  },
};
export const Paid: Story = {
  args: { order: inside<StageOrder>(stageOrder()) },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Deposit paid')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Bill Preview' }));
    await expect(args.onOpenBills).toHaveBeenCalledWith(args.order.orderId);
  },
};
export const NotPaid: Story = {
  args: { order: inside<StageOrder>({ ...awaitingDeposit(), status: 'CANCELLED', depositStatus: 'FAILED' }) },
  /** A deposit that was not paid leaves nothing owed, and the borrower may try again. */
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/was not paid\. Nothing is owed\./)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onTryAgain).toHaveBeenCalledOnce();
  },
};
