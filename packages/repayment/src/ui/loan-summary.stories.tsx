import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import type { LoanDetail } from '@pocket/api-client/loan-detail';
import { inside } from '@pocket/testing/inside';

import { loan, paidLoan } from '../fixtures/loan.fixtures';
import { LoanSummary } from './loan-summary';

const meta: Meta<typeof LoanSummary> = { title: 'repayment/LoanSummary', component: LoanSummary, args: { loan: inside<LoanDetail>(loan()) } };
export default meta;
type Story = StoryObj<typeof LoanSummary>;

/** The repayment account is shown masked, never in full. */
export const Repaying: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pocket Loan')).toBeVisible();
    await expect(canvas.getByText('Repaying')).toBeVisible();
    await expect(canvas.getByText('K1,000.00')).toBeVisible();
    await expect(canvas.getByText('096****567')).toBeVisible();
    await expect(canvas.queryByText('0961234567')).toBeNull();
  },
};
export const Paid: Story = {
  args: { loan: inside<LoanDetail>(paidLoan()) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Settled date')).toBeVisible();
  },
};
