import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import type { LoanDetail } from '@pocket/api-client/loan-detail';
import { inside } from '@pocket/testing/inside';

import { couponAndFeeLoan, extendedLoan, loan, overdueLoan, paidLoan, pendingLoan, stagedLoan } from '../fixtures/loan.fixtures';
import { BillingDetailsView } from './billing-details-view';

const meta: Meta<typeof BillingDetailsView> = {
  title: 'repayment/BillingDetailsPage',
  component: BillingDetailsView,
  args: { loan: inside<LoanDetail>(loan()), loading: false, error: null, onRetry: fn(), onRepay: fn(), onExtend: fn(), onShowPlan: fn() },
};
export default meta;
type Story = StoryObj<typeof BillingDetailsView>;

export const Repaying: Story = {
  /** The current bill's Repay and Extension, and the plan, each do what they say. */
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Bill')).toBeVisible();
    await expect(canvas.getAllByText('K1,160.00').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Repay' }));
    await expect(args.onRepay).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Extension' }));
    await expect(args.onExtend).toHaveBeenCalledWith(41);
    await userEvent.click(canvas.getByRole('button', { name: 'Repayment Plan' }));
    await expect(args.onShowPlan).toHaveBeenCalledOnce();
  },
};
export const Loading: Story = { args: { loan: null, loading: true } };
export const LoadError: Story = {
  args: { loan: null, error: 'This loan does not exist' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('This loan does not exist')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Overdue: Story = { args: { loan: inside<LoanDetail>(overdueLoan()) } };
export const Extended: Story = { args: { loan: inside<LoanDetail>(extendedLoan()) } };
export const Paid: Story = {
  args: { loan: inside<LoanDetail>(paidLoan()) },
  /** A paid-off bill offers neither Repay nor Extension. */
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paid off')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Repay' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Extension' })).toBeNull();
  },
};
export const Stages: Story = { args: { loan: inside<LoanDetail>(stagedLoan()) } };
export const CouponAndExtensionFee: Story = { args: { loan: inside<LoanDetail>(couponAndFeeLoan()) } };
const waiting = { amount: 30_000, wallet: '096****567' };
export const WaitingForPin: Story = {
  args: { loan: inside<LoanDetail>(pendingLoan()), follow: { phase: 'pending', payment: waiting, reason: null, checkAgain: fn() } },
  /** While the PIN prompt waits, the bill's actions wait too. */
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Repay' })).toBeDisabled();
  },
};
export const StillWaiting: Story = { args: { loan: inside<LoanDetail>(pendingLoan()), follow: { phase: 'stale', payment: waiting, reason: null, checkAgain: fn() } } };
export const PaymentFailed: Story = { args: { follow: { phase: 'failed', payment: waiting, reason: 'The PIN was declined', checkAgain: fn() } } };
