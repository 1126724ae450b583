import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { QpExtensionView } from './qp-extension-view';

const idle = { phase: 'idle' as const, payment: null, reason: null, checkAgain: fn() };
const fee = { amount: 8_000, wallet: '096****567' };

const meta: Meta<typeof QpExtensionView> = {
  title: 'extension/QpExtensionPage',
  component: QpExtensionView,
  args: { verified: true, bill: { repayDate: '2026-12-06', extensions: 0 }, follow: idle, pending: false, onExtend: fn(), onVerify: fn() },
};
export default meta;
type Story = StoryObj<typeof QpExtensionView>;

export const Verified: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('2026-12-06')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Extension' }));
    await expect(args.onExtend).toHaveBeenCalledOnce();
  },
};
export const NotVerified: Story = {
  args: { verified: false, bill: null },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Extension' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify my phone' }));
    await expect(args.onVerify).toHaveBeenCalledOnce();
  },
};
export const WaitingForPin: Story = {
  args: { pending: true, follow: { ...idle, phase: 'pending', payment: fee } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Extension' })).toBeDisabled();
  },
};
export const Extended: Story = { args: { bill: { repayDate: '2026-12-20', extensions: 1 } } };
export const FeeFailed: Story = { args: { follow: { ...idle, phase: 'failed', payment: fee, reason: 'The PIN was declined' } } };
