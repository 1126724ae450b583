import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import type { StagePhone } from '@pocket/contracts/api/stage';
import { inside } from '@pocket/testing/inside';

import { phone } from '../fixtures/stage.fixtures';
import { PhoneOffer, STAGE_CONSENT, STAGE_CONSENT_REQUIRED } from './phone-offer';

const meta: Meta<typeof PhoneOffer> = { title: 'stage/PhoneOffer', component: PhoneOffer, args: { phone: inside<StagePhone>(phone()), defaultMobile: '0961234567', onPay: fn() } };
export default meta;
type Story = StoryObj<typeof PhoneOffer>;

export const Ready: Story = {
  /** The deposit is paid only after the borrower agrees to the schedule. */
  play: async ({ args, canvas, userEvent }) => {
    const pay = canvas.getByRole('button', { name: /^Pay the deposit K/ });
    await userEvent.click(pay);
    await expect(canvas.getByRole('alert')).toHaveTextContent(STAGE_CONSENT_REQUIRED);
    await expect(args.onPay).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByText(STAGE_CONSENT));
    await userEvent.click(pay);
    await expect(args.onPay).toHaveBeenCalledWith('0961234567');
  },
};
export const NoAccountYet: Story = { args: { defaultMobile: '' } };
export const AboveLimit: Story = {
  args: { refusal: 'The amount to pay in stages (K460.00) is above your available limit of K0.00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('is above your available limit of K0.00');
    await expect(canvas.getByRole('button', { name: /^Pay the deposit K/ })).toBeDisabled();
  },
};
export const Submitting: Story = { args: { submitting: true } };
