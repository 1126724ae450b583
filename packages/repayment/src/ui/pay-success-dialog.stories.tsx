import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { PAY_SUCCESS_TITLE, PIN_NOTE_PROMPT, PaySuccessDialog } from './pay-success-dialog';

const meta: Meta<typeof PaySuccessDialog> = {
  title: 'repayment/PaySuccessDialog',
  component: PaySuccessDialog,
  args: { visible: true, onOk: fn() },
};
export default meta;

export const Open: StoryObj<typeof PaySuccessDialog> = {
  /** The borrower is told the PIN prompt completes the payment; OK closes. */
  play: async ({ args, userEvent }) => {
    const page = within(document.body);
    const title = await page.findByText(PAY_SUCCESS_TITLE);
    await waitFor(() => expect(title).toBeVisible());
    await expect(page.getByText(PIN_NOTE_PROMPT.replace('{seconds}', '10'))).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect(args.onOk).toHaveBeenCalledOnce();
  },
};
