import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { BorrowPlanView } from './borrow-plan-view';

const meta: Meta<typeof BorrowPlanView> = {
  title: 'borrow/BorrowPlanPage',
  component: BorrowPlanView,
  args: {
    order: null,
    loading: false,
    error: null,
    wallet: '0961234567',
    contractHref: '/al',
    onApply: fn(),
    onRetry: fn(),
    onViewBill: fn(),
    onHome: fn(),
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
type Story = StoryObj<typeof BorrowPlanView>;

export const Estimate: Story = {};
export const Loading: Story = { args: { estimate: null, loading: true } };
export const LoadError: Story = {
  args: { estimate: null, error: 'Network error, please check your connection and try again' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Applying: Story = { args: { applying: true } };
export const Reviewing: Story = { args: { order: { status: 'REVIEWING' } } };
export const Disbursing: Story = { args: { order: { status: 'DISBURSING' } } };
export const Received: Story = { args: { order: { status: 'REPAYING', received: 98_000, wallet: '096****567' } } };
export const Rejected: Story = { args: { order: { status: 'REJECTED' } } };
