import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import type { CollectionsHelp } from '@pocket/contracts/api/collections';
import { ngwee } from '@pocket/contracts/money';

import { BillHelpView } from './bill-help-view';

const help: CollectionsHelp = { orderId: 7, daysPastDue: 3, overdueAmount: ngwee(116_300), outstandingAmount: ngwee(116_300), promise: null, hardship: null, latestPromiseDate: '2026-12-11' };

const meta: Meta<typeof BillHelpView> = {
  title: 'repayment/BillHelpPage',
  component: BillHelpView,
  args: { help, today: '2026-11-27', loading: false, error: null, onRetry: fn(), promising: false, asking: false, onPromise: fn(async () => true), onAskPlan: fn(async () => true) },
};
export default meta;
type Story = StoryObj<typeof BillHelpView>;

export const ThreeDaysLate: Story = {
  /** A promise needs its date: said beside the field, nothing sent. */
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Your bill is 3 days late.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Promise to pay' }));
    await expect(canvas.getByText('Please choose the date you will pay on')).toBeVisible();
    await expect(args.onPromise).not.toHaveBeenCalled();
  },
};
export const Promised: Story = { args: { help: { ...help, promise: { amount: ngwee(30_000), payBy: '2026-12-01', status: 'OPEN' } } } };
export const PlanAsked: Story = { args: { help: { ...help, hardship: { reason: 'I lost my job.', status: 'OPEN', instalments: null, answer: null, createdAt: '2026-11-27T08:00:00.000Z' } } } };
export const PlanReady: Story = { args: { help: { ...help, hardship: { reason: 'I lost my job.', status: 'PLANNED', instalments: 3, answer: null, createdAt: '2026-11-27T08:00:00.000Z' } } } };
export const Loading: Story = { args: { help: null, loading: true } };
