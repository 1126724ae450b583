import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { PayButton, PaymentSheet } from './payment-sheet';

type DemoProps = { loading?: boolean; loadError?: string | null; paying?: boolean; onPay: () => void; onRetry: () => void; onClose: () => void };

function Demo({ paying, onPay, ...sheet }: DemoProps) {
  return (
    <PaymentSheet visible title="Pay the bill" testId="payment-sheet" {...sheet}>
      <p style={{ padding: '0 16px' }}>K300.00 from 096****567</p>
      <PayButton label="Pay" paying={paying} onPay={onPay} />
    </PaymentSheet>
  );
}

const meta: Meta<typeof Demo> = { title: 'ui-kit/PaymentSheet', component: Demo, args: { onPay: fn(), onRetry: fn(), onClose: fn() } };
export default meta;
type Story = StoryObj<typeof Demo>;

// The sheet renders in a popup attached to document.body, outside the story's canvas.
const page = () => within(document.body);

/** The form under the sheet's title, named by it; 'Pay' pays. */
export const Form: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await page().findByRole('dialog', { name: 'Pay the bill' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

/** A payment in flight: the button spins and ignores taps. */
export const Paying: Story = {
  args: { paying: true },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Pay the bill' });
    await expect(within(dialog).getByRole('button', { name: /Pay/ })).toBeDisabled();
  },
};

/** The detail on its way: a spinner instead of the form. */
export const Loading: Story = {
  args: { loading: true },
  play: async () => {
    await expect(await page().findByTestId('popup-loading')).toBeInTheDocument();
    await expect(page().queryByRole('button', { name: 'Pay' })).toBeNull();
  },
};

/** The detail could not load: the reason and a retry instead of the form. */
export const LoadError: Story = {
  args: { loading: true, loadError: 'Network error, please check your connection and try again' },
  play: async ({ args, userEvent }) => {
    await expect(await page().findByText('Network error, please check your connection and try again')).toBeInTheDocument();
    await userEvent.click(page().getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(page().queryByTestId('popup-loading')).toBeNull();
  },
};
