import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import type { LoanDetail } from '@pocket/api-client/loan-detail';
import { inside } from '@pocket/testing/inside';

import { extendedLoan, loan, overdueLoan, paidLoan, stagedLoan } from '../fixtures/loan.fixtures';
import { RepaymentPlanView } from './repayment-plan-view';

const meta: Meta<typeof RepaymentPlanView> = {
  title: 'repayment/RepaymentPlanPage',
  component: RepaymentPlanView,
  args: { loan: inside<LoanDetail>(stagedLoan()), loading: false, error: null, onRetry: fn(), onRepay: fn(), onExtend: fn() },
};
export default meta;
type Story = StoryObj<typeof RepaymentPlanView>;

export const Stages: Story = {
  /** Every instalment is listed; only the current one can be repaid. */
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/^Instalment 1\//)).toBeVisible();
    const repay = canvas.getAllByRole('button', { name: 'Repay' });
    await expect(repay).toHaveLength(1);
    await userEvent.click(repay[0]!);
    await expect(args.onRepay).toHaveBeenCalledOnce();
  },
};
export const SingleBill: Story = { args: { loan: inside<LoanDetail>(loan()) } };
export const Loading: Story = { args: { loan: null, loading: true } };
export const LoadError: Story = { args: { loan: null, error: 'Network error, please check your connection and try again' } };
export const Empty: Story = { args: { loan: inside<LoanDetail>(loan({ plans: [] })) } };
export const Overdue: Story = { args: { loan: inside<LoanDetail>(overdueLoan()) } };
export const Extended: Story = { args: { loan: inside<LoanDetail>(extendedLoan()) } };
export const Paid: Story = { args: { loan: inside<LoanDetail>(paidLoan()) } };
