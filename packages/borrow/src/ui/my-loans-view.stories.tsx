import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

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
export const LoadError: Story = { args: { orders: undefined, error: 'System busy' } };
export const Loans: Story = {
  args: {
    orders: [
      order({ orderId: 12, canExtend: true, plans: [plan({ planId: 120, canExtend: true })] }),
      order({ orderId: 11, status: 'OVERDUE', statusText: 'Overdue', nextRepayDate: '2026-11-20', remainingAmount: 1240.1 }),
      order({ orderId: 10, status: 'REVIEWING', statusText: 'Reviewing', loanDate: null, canRepay: false, plans: [] }),
      order({ orderId: 9, status: 'SETTLED', statusText: 'Settled', remainingAmount: 0, nextRepayDate: null, canRepay: false }),
    ],
  },
};
export const Extended: Story = {
  args: { orders: [order({ orderId: 13, nextRepayDate: '2026-12-15', plans: [plan({ planId: 130, extensions: 1 })] })] },
};
export const WaitingForPin: Story = {
  args: {
    orders: [order({ orderId: 14, canExtend: true, paymentInFlight: pendingPayment, plans: [plan({ planId: 140, canExtend: true })] })],
    follow: { phase: 'pending', payment: pendingPayment, reason: null, checkAgain: fn() },
  },
};
export const StillWaiting: Story = {
  args: { orders: [order({ orderId: 15, paymentInFlight: pendingPayment })], follow: { phase: 'stale', payment: pendingPayment, reason: null, checkAgain: fn() } },
};
