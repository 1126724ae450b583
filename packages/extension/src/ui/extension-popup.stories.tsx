import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { ExtensionPopup } from './extension-popup';

const meta: Meta<typeof ExtensionPopup> = {
  title: 'extension/ExtensionPopup',
  component: ExtensionPopup,
  args: {
    visible: true,
    onClose: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    detail: { beforeRepayDate: '2026-11-30', extensionRepayDate: '2026-12-14', extensionFee: 8_000, repayAccount: '0971234567' },
  },
};
export default meta;
type Story = StoryObj<typeof ExtensionPopup>;

export const Ready: Story = {};
export const Loading: Story = { args: { detail: null } };
export const LoadError: Story = { args: { detail: null, loadError: 'This bill cannot be extended now' } };
export const Overdue: Story = {
  args: { detail: { beforeRepayDate: '2026-11-10', extensionRepayDate: '2026-11-24', extensionFee: 8_000, repayAccount: '0971234567' } },
};
export const Submitting: Story = { args: { submitting: true } };
export const FeeWaitingForPin: Story = {
  args: { detail: { beforeRepayDate: '2026-11-30', extensionRepayDate: '2026-12-14', extensionFee: 8_000, repayAccount: '0971234567', paymentInFlight: { amount: 8_000, wallet: '097****567' } } },
};
