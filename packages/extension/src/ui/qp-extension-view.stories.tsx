import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { QpExtensionView } from './qp-extension-view';

const idle = { phase: 'idle' as const, payment: null, reason: null, checkAgain: fn() };
const fee = { amount: 80, wallet: '096****567' };

const meta: Meta<typeof QpExtensionView> = {
  title: 'extension/QpExtensionPage',
  component: QpExtensionView,
  args: { verified: true, bill: { repayDate: '2026-12-06', extensions: 0 }, follow: idle, pending: false, onExtend: fn(), onVerify: fn() },
};
export default meta;
type Story = StoryObj<typeof QpExtensionView>;

export const Verified: Story = {};
export const NotVerified: Story = { args: { verified: false, bill: null } };
export const WaitingForPin: Story = { args: { pending: true, follow: { ...idle, phase: 'pending', payment: fee } } };
export const Extended: Story = { args: { bill: { repayDate: '2026-12-20', extensions: 1 } } };
export const FeeFailed: Story = { args: { follow: { ...idle, phase: 'failed', payment: fee, reason: 'The PIN was declined' } } };
