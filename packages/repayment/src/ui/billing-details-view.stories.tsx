import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { couponAndFeeLoan, extendedLoan, loan, overdueLoan, paidLoan, pendingLoan, stagedLoan } from '../fixtures/loan.fixtures';
import { BillingDetailsView } from './billing-details-view';

const meta: Meta<typeof BillingDetailsView> = {
  title: 'repayment/BillingDetailsPage',
  component: BillingDetailsView,
  args: { loan: loan(), loading: false, error: null, onRetry: fn(), onRepay: fn(), onExtend: fn(), onShowPlan: fn() },
};
export default meta;
type Story = StoryObj<typeof BillingDetailsView>;

export const Repaying: Story = {};
export const Loading: Story = { args: { loan: null, loading: true } };
export const LoadError: Story = { args: { loan: null, error: 'This loan does not exist' } };
export const Overdue: Story = { args: { loan: overdueLoan() } };
export const Extended: Story = { args: { loan: extendedLoan() } };
export const Paid: Story = { args: { loan: paidLoan() } };
export const Stages: Story = { args: { loan: stagedLoan() } };
export const CouponAndExtensionFee: Story = { args: { loan: couponAndFeeLoan() } };
const waiting = { amount: 300, wallet: '096****567' };
export const WaitingForPin: Story = { args: { loan: pendingLoan(), follow: { phase: 'pending', payment: waiting, reason: null, checkAgain: fn() } } };
export const StillWaiting: Story = { args: { loan: pendingLoan(), follow: { phase: 'stale', payment: waiting, reason: null, checkAgain: fn() } } };
export const PaymentFailed: Story = { args: { follow: { phase: 'failed', payment: waiting, reason: 'The PIN was declined', checkAgain: fn() } } };
