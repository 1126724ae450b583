import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { stagePlan } from '../fixtures/stage.fixtures';
import { StageBillRow } from './stage-bill-row';

const meta: Meta<typeof StageBillRow> = { title: 'stage/StageBillRow', component: StageBillRow, args: { plan: stagePlan(), stages: 3, onPay: fn() } };
export default meta;
type Story = StoryObj<typeof StageBillRow>;

export const Repaying: Story = {};
export const PaymentInProgress: Story = { args: { plan: stagePlan({ paymentInFlight: { reference: 'ref-stage-1', kind: 'REPAY', amount: 190.14, wallet: '096****567', createdAt: '2026-03-10T08:00:00.000Z' } }) } };
export const Overdue: Story = { args: { plan: stagePlan({ status: 'OVERDUE', statusText: 'Overdue', penalty: 4.59, overdueDays: 3, totalAmount: 194.73, remainingAmount: 194.73 }) } };
export const Paid: Story = { args: { plan: stagePlan({ status: 'SETTLED', statusText: 'Settled', paidAmount: 190.14, remainingAmount: 0 }) } };
