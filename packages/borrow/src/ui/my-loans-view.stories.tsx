import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { inside } from '@pocket/testing/inside';

import type { MyOrder } from '../api/my-loan-info';
import { order, pendingPayment, plan } from '../test/my-loans.fixtures';
import { MyLoansView } from './my-loans-view';

const meta: Meta<typeof MyLoansView> = {
  title: 'borrow/MyLoansView',
  component: MyLoansView,
  args: { loading: false, error: null, onRetry: fn(), onRepay: fn(), onExtend: fn(), onDetails: fn() },
};
export default meta;
type Story = StoryObj<typeof MyLoansView>;

export const Loading: Story = { args: { orders: undefined, loading: true } };
export const Empty: Story = { args: { orders: [] } };
export const LoadError: Story = {
  args: { orders: undefined, error: 'System busy' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('System busy')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Loans: Story = {
  args: {
    orders: [
      inside<MyOrder>(order({ orderId: 12, canExtend: true, plans: [plan({ planId: 120, canExtend: true })] })),
      inside<MyOrder>(order({ orderId: 11, status: 'OVERDUE', statusText: 'Overdue', nextRepayDate: '2026-11-20', remainingAmount: 1240.1 })),
      inside<MyOrder>(order({ orderId: 10, status: 'REVIEWING', statusText: 'Reviewing', loanDate: null, canRepay: false, plans: [] })),
      inside<MyOrder>(order({ orderId: 9, status: 'SETTLED', statusText: 'Settled', remainingAmount: 0, nextRepayDate: null, canRepay: false })),
    ],
  },
  /** Each action reports the order (or plan) it belongs to. */
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Repay' })[0]!);
    await expect(args.onRepay).toHaveBeenCalledWith(12);
    await userEvent.click(canvas.getByRole('button', { name: 'Extend' }));
    await expect(args.onExtend).toHaveBeenCalledWith(120);
  },
};
export const Extended: Story = {
  args: { orders: [inside<MyOrder>(order({ orderId: 13, nextRepayDate: '2026-12-15', plans: [plan({ planId: 130, extensions: 1 })] }))] },
};
export const WaitingForPin: Story = {
  args: {
    orders: [inside<MyOrder>(order({ orderId: 14, canExtend: true, paymentInFlight: pendingPayment, plans: [plan({ planId: 140, canExtend: true })] }))],
    follow: { phase: 'pending', payment: pendingPayment, reason: null, checkAgain: fn() },
  },
};
export const StillWaiting: Story = {
  args: { orders: [inside<MyOrder>(order({ orderId: 15, paymentInFlight: pendingPayment }))], follow: { phase: 'stale', payment: pendingPayment, reason: null, checkAgain: fn() } },
};
