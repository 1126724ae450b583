import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { OpenLoanCard } from './open-loan-card';

const meta: Meta<typeof OpenLoanCard> = {
  title: 'borrow/OpenLoanCard',
  component: OpenLoanCard,
  args: {
    loan: { orderId: 1, status: 'REPAYING', statusText: 'Repaying', amountDue: 116_000, dueDate: '2026-12-06', overdueDays: 0 },
    onRepay: fn(),
    onDetails: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof OpenLoanCard>;

export const Repaying: Story = {};
export const OverdueFrozen: Story = {
  args: { loan: { orderId: 1, status: 'OVERDUE', statusText: 'Overdue', amountDue: 119_000, dueDate: '2026-11-19', overdueDays: 3 } },
};
export const BeingReviewed: Story = {
  args: { loan: { orderId: 1, status: 'REVIEWING', statusText: 'Reviewing', amountDue: null, dueDate: null, overdueDays: 0 } },
};
