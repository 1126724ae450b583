import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { VipPaymentPopup } from './vip-payment-popup';

const meta: Meta<typeof VipPaymentPopup> = {
  title: 'vip/VipPaymentPopup',
  component: VipPaymentPopup,
  args: { visible: true, name: 'VIP Monthly', payAmount: 4_900, mobile: '0961234567', onPay: fn(), onLeave: fn() },
};
export default meta;
type Story = StoryObj<typeof VipPaymentPopup>;

export const Ready: Story = {
  /** Product and amount are read-only, the account is the borrower's phone and may be changed; Pay sends it. */
  play: async ({ args, userEvent }) => {
    const popup = within(document.body);
    const name = await popup.findByDisplayValue('VIP Monthly');
    await waitFor(() => expect(name).toBeVisible());
    await expect(name).toHaveAttribute('readonly');
    await expect(popup.getByDisplayValue('K49.00')).toHaveAttribute('readonly');
    const account = popup.getByPlaceholderText('0XXXXXXXXX');
    await expect(account).toHaveValue('0961234567');
    await userEvent.clear(account);
    await userEvent.type(account, '0771234567');
    await userEvent.click(popup.getByRole('button', { name: 'Pay' }));
    await expect(args.onPay).toHaveBeenCalledWith('0771234567');
  },
};
export const Quarterly: Story = { args: { name: 'VIP Quarterly', payAmount: 12_900 } };
export const NoPhoneYet: Story = {
  args: { mobile: '' },
  play: async ({ args, userEvent }) => {
    const popup = within(document.body);
    await userEvent.click(await popup.findByRole('button', { name: 'Pay' }));
    await expect(await popup.findByRole('alert')).toHaveTextContent('Please enter your phone number');
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};
export const Submitting: Story = { args: { submitting: true } };
