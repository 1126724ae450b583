import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { CONFIRM_ACCOUNT_TITLE, ConfirmAccountPopup, confirmAccountText } from './confirm-account-popup';

const meta: Meta<typeof ConfirmAccountPopup> = {
  title: 'ui-kit/ConfirmAccountPopup',
  component: ConfirmAccountPopup,
  args: { visible: true, masked: '097****567', onObtain: fn(async () => true), onConfirm: fn(async () => true), onCancel: fn() },
};
export default meta;
type Story = StoryObj<typeof ConfirmAccountPopup>;

/** Obtain sends the code (a countdown follows); Confirm stays off until 4 digits are typed, then confirms with them. */
export const ObtainThenConfirm: Story = {
  play: async ({ args, userEvent }) => {
    const page = within(document.body);
    await waitFor(() => expect(page.getByText(CONFIRM_ACCOUNT_TITLE)).toBeVisible());
    await expect(page.getByText(confirmAccountText('097****567'))).toBeVisible();
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'Obtain' }));
    await expect(args.onObtain).toHaveBeenCalled();
    await expect(await page.findByRole('button', { name: /\d+s/ })).toBeDisabled();
    await userEvent.type(page.getByPlaceholderText('Verification code'), '4821');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith('4821');
  },
};
