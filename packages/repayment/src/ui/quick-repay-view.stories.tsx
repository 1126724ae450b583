import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { loan, overdueLoan, pendingLoan, stagedLoan } from '../fixtures/loan.fixtures';
import { QuickRepayView } from './quick-repay-view';

const meta: Meta<typeof QuickRepayView> = {
  title: 'repayment/QuickRepayPage',
  component: QuickRepayView,
  args: { orders: null, onObtain: fn(async () => true), onVerify: fn(), onRepay: fn(), onExtend: fn() },
};
export default meta;
type Story = StoryObj<typeof QuickRepayView>;

export const Verify: Story = {};
export const Verifying: Story = { args: { verifying: true } };
export const Bills: Story = { args: { orders: [loan()] } };
export const OverdueBill: Story = { args: { orders: [overdueLoan()] } };
export const Stages: Story = { args: { orders: [stagedLoan()] } };
export const Empty: Story = { args: { orders: [] } };
export const WaitingForPin: Story = {
  args: { orders: [pendingLoan()], follow: { phase: 'pending', payment: { amount: 300, wallet: '096****567' }, reason: null, checkAgain: fn() } },
};
