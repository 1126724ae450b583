import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { EXTENSION_TITLE, ExtensionPopup } from './extension-popup';

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

export const Ready: Story = {
  /** Both dates, the fee and the account are read-only; 'Repayment' pays the fee. */
  play: async ({ args, userEvent }) => {
    const popup = within(document.body);
    const title = await popup.findByText(EXTENSION_TITLE);
    await waitFor(() => expect(title).toBeVisible());
    await expect(popup.getByDisplayValue('2026-11-30')).toHaveAttribute('readonly');
    await expect(popup.getByDisplayValue('2026-12-14')).toHaveAttribute('readonly');
    await expect(popup.getByDisplayValue('K80.00')).toHaveAttribute('readonly');
    await expect(popup.getByDisplayValue('0971234567')).toHaveAttribute('readonly');
    await userEvent.click(popup.getByRole('button', { name: 'Repayment' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
export const Loading: Story = { args: { detail: null } };
export const LoadError: Story = {
  args: { detail: null, loadError: 'This bill cannot be extended now' },
  play: async ({ args, userEvent }) => {
    const popup = within(document.body);
    await expect(await popup.findByText('This bill cannot be extended now')).toBeVisible();
    await userEvent.click(popup.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Overdue: Story = {
  args: { detail: { beforeRepayDate: '2026-11-10', extensionRepayDate: '2026-11-24', extensionFee: 8_000, repayAccount: '0971234567' } },
};
export const Submitting: Story = { args: { submitting: true } };
export const FeeWaitingForPin: Story = {
  args: { detail: { beforeRepayDate: '2026-11-30', extensionRepayDate: '2026-12-14', extensionFee: 8_000, repayAccount: '0971234567', paymentInFlight: { amount: 8_000, wallet: '097****567' } } },
  /** The fee's PIN prompt waits: the fee cannot be paid twice. */
  play: async () => {
    await expect(await within(document.body).findByRole('button', { name: 'Repayment' })).toBeDisabled();
  },
};
