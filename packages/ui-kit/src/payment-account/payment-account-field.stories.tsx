import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from 'react-vant';
import { expect, fn } from 'storybook/test';

import { PaymentAccountField, usePaymentAccount } from './payment-account-field';

function WithPay({ initial, onPay }: { initial: string; onPay: (account: string) => void }) {
  const [account, setAccount] = useState(initial);
  const { field, check } = usePaymentAccount(account, setAccount);
  return (
    <>
      <PaymentAccountField {...field} />
      <Button block type="primary" onClick={() => check() && onPay(account)}>
        Pay
      </Button>
    </>
  );
}

const meta: Meta<typeof WithPay> = { title: 'ui-kit/PaymentAccountField', component: WithPay, args: { initial: '0961234567', onPay: fn() } };
export default meta;
type Story = StoryObj<typeof WithPay>;

/** The borrower's phone to start with; Pay pays from the account as typed. */
export const Prefilled: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const account = canvas.getByPlaceholderText('0XXXXXXXXX');
    await expect(account).toHaveValue('0961234567');
    await userEvent.clear(account);
    await userEvent.type(account, '0771234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay' }));
    await expect(args.onPay).toHaveBeenCalledWith('0771234567');
  },
};

/** A wrong account is refused with the shared phone message, which goes as soon as the account is edited. */
export const WrongAccount: Story = {
  args: { initial: '1234' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter the correct 10-digit phone number');
    await expect(args.onPay).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByPlaceholderText('0XXXXXXXXX'), '5');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
