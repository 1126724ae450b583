import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import type { LoanDetail } from '@pocket/api-client/loan-detail';
import { messages } from '@pocket/contracts/validators';
import { inside } from '@pocket/testing/inside';

import { loan, overdueLoan, pendingLoan, stagedLoan } from '../fixtures/loan.fixtures';
import { QuickRepayView } from './quick-repay-view';

const meta: Meta<typeof QuickRepayView> = {
  title: 'repayment/QuickRepayPage',
  component: QuickRepayView,
  args: { orders: null, onObtain: fn(async () => true), onVerify: fn(), onRepay: fn(), onExtend: fn() },
};
export default meta;
type Story = StoryObj<typeof QuickRepayView>;

export const Verify: Story = {
  /** No bills without the phone and its SMS code; with both, the check is asked for. */
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByPlaceholderText('0XXXXXXXXX'), '0961234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Check my bills' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.CODE_EMPTY);
    await expect(args.onVerify).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByPlaceholderText('Verification code'), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Check my bills' }));
    await expect(args.onVerify).toHaveBeenCalledWith('0961234567', '1234');
  },
};
export const Verifying: Story = { args: { verifying: true } };
export const Bills: Story = {
  args: { orders: [inside<LoanDetail>(loan())] },
  play: async ({ args, canvas, userEvent }) => {
    // The bills' code loads after the verification (it is not part of /qp's first screen).
    await userEvent.click(await canvas.findByRole('button', { name: 'Repay' }));
    await expect(args.onRepay).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Extension' }));
    await expect(args.onExtend).toHaveBeenCalledOnce();
  },
};
export const OverdueBill: Story = { args: { orders: [inside<LoanDetail>(overdueLoan())] } };
export const Stages: Story = { args: { orders: [inside<LoanDetail>(stagedLoan())] } };
export const Empty: Story = { args: { orders: [] } };
export const WaitingForPin: Story = {
  args: { orders: [inside<LoanDetail>(pendingLoan())], follow: { phase: 'pending', payment: { amount: 30_000, wallet: '096****567' }, reason: null, checkAgain: fn() } },
};
