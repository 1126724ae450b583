import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import type { StageOrder } from '@pocket/contracts/api/stage';
import { inside } from '@pocket/testing/inside';

import { awaitingDeposit, stageOrder } from '../fixtures/stage.fixtures';
import { StageOrderCard } from './stage-order-card';

const meta: Meta<typeof StageOrderCard> = { title: 'stage/StageOrderCard', component: StageOrderCard, args: { order: inside<StageOrder>(stageOrder()), onOpenBills: fn() } };
export default meta;
type Story = StoryObj<typeof StageOrderCard>;

export const Repaying: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bill Preview' }));
    await expect(args.onOpenBills).toHaveBeenCalledWith(args.order.orderId);
  },
};
export const AwaitingDeposit: Story = { args: { order: inside<StageOrder>(awaitingDeposit()) } };
export const Overdue: Story = { args: { order: inside<StageOrder>(stageOrder({ status: 'OVERDUE', statusText: 'Overdue' })) } };
export const PaidOff: Story = { args: { order: inside<StageOrder>(stageOrder({ status: 'SETTLED', statusText: 'Paid off', remainingAmount: 0, nextRepayDate: null })) } };
