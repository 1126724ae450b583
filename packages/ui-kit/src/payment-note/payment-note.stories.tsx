import type { Meta, StoryObj } from '@storybook/react-vite';

import { PaymentNote } from './payment-note';

const meta: Meta<typeof PaymentNote> = { title: 'ui-kit/PaymentNote', component: PaymentNote, args: { amount: 30_000, wallet: '096****567' } };
export default meta;

type Story = StoryObj<typeof PaymentNote>;
export const WaitingForPin: Story = { args: { phase: 'pending' } };
export const StillWaiting: Story = { args: { phase: 'stale', onCheckAgain: () => {} } };
export const Failed: Story = { args: { phase: 'failed', reason: 'The PIN was declined' } };
