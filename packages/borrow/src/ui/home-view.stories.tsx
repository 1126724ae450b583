import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { HomeView } from './home-view';

const product = { productId: 1, name: 'Pocket Loan', minAmount: 20_000, maxAmount: 500_000, amountStep: 10_000, terms: [7, 14, 30] };
const chooser = { product, amount: 50_000, term: 14, limit: 50_000, onAmountChange: fn(), onTermChange: fn() };

const meta: Meta<typeof HomeView> = {
  title: 'borrow/HomeView',
  component: HomeView,
  args: {
    limit: 50_000,
    chooser,
    estimate: { received: 49_000, total: 58_000, dueDate: '2026-12-06' },
    reminders: [],
    action: { kind: 'borrow', label: 'Apply now', to: '/borrow-plan' },
    onAction: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof HomeView>;

export const ReadyToBorrow: Story = {};
export const LoggedOut: Story = { args: { limit: null, estimate: null, action: { kind: 'login', label: 'Apply now' } } };
export const Loading: Story = { args: { chooser: null, productsLoading: true, estimate: null } };
export const LoadError: Story = { args: { chooser: null, productsError: 'Network error, please try again', estimate: null } };
export const Empty: Story = { args: { chooser: null, estimate: null } };
export const KycIncomplete: Story = {
  args: { action: { kind: 'kyc', label: 'Complete my information', to: '/authentication/identity' } },
};
export const Overdue: Story = {
  args: {
    reminders: ['Your bill is 3 days overdue. Repay K612.00 now to stop the penalty.'],
    action: { kind: 'bill', label: 'Repay my bill', to: '/billing-details/1' },
  },
};
export const WithOpenLoan: Story = {
  args: {
    loan: { orderId: 1, status: 'REPAYING', statusText: 'Repaying', amountDue: 58_000, dueDate: '2026-12-06', overdueDays: 0 },
    onRepay: fn(),
    onDetails: fn(),
  },
};
