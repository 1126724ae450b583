import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { OrderProgress } from './order-progress';

const meta: Meta<typeof OrderProgress> = {
  title: 'borrow/OrderProgress',
  component: OrderProgress,
  args: { onViewBill: fn(), onHome: fn(), wallet: '096****567', received: 98_000 },
};
export default meta;
type Story = StoryObj<typeof OrderProgress>;

export const Reviewing: Story = { args: { status: 'REVIEWING' } };
export const PriorityReview: Story = { args: { status: 'REVIEWING', priorityReview: true } };
export const Disbursing: Story = { args: { status: 'DISBURSING' } };
export const Received: Story = { args: { status: 'REPAYING' } };
export const Rejected: Story = { args: { status: 'REJECTED' } };
export const DisburseFailed: Story = { args: { status: 'DISBURSE_FAILED' } };
