import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { StageRepayPopup } from './stage-repay-popup';

const meta: Meta<typeof StageRepayPopup> = {
  title: 'stage/StageRepayPopup',
  component: StageRepayPopup,
  args: { visible: true, amount: 19_014, mobile: '0961234567', onMobileChange: fn(), onClose: fn(), onSubmit: fn() },
};
export default meta;
type Story = StoryObj<typeof StageRepayPopup>;

export const Ready: Story = {
  /** The bill's amount and the account are shown; Pay sends the account. */
  play: async ({ args, userEvent }) => {
    const popup = within(document.body);
    const amount = await popup.findByTestId('stage-repay-amount');
    await waitFor(() => expect(amount).toBeVisible());
    await expect(amount).toHaveTextContent('K190.14');
    await expect(popup.getByPlaceholderText('0XXXXXXXXX')).toHaveValue('0961234567');
    await userEvent.click(popup.getByRole('button', { name: 'Pay' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('0961234567');
  },
};
export const EmptyAccount: Story = {
  args: { mobile: '' },
  play: async ({ args, userEvent }) => {
    const popup = within(document.body);
    await userEvent.click(await popup.findByRole('button', { name: 'Pay' }));
    await expect(await popup.findByRole('alert')).toHaveTextContent('Please enter your phone number');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const Submitting: Story = { args: { submitting: true } };
export const OverdueBill: Story = { args: { amount: 19_473 } };
