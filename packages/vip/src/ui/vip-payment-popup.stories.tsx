import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { VipPaymentPopup } from './vip-payment-popup';

const meta: Meta<typeof VipPaymentPopup> = {
  title: 'vip/VipPaymentPopup',
  component: VipPaymentPopup,
  args: { visible: true, name: 'VIP Monthly', payAmount: 49, mobile: '0961234567', onPay: fn(), onLeave: fn() },
};
export default meta;
type Story = StoryObj<typeof VipPaymentPopup>;

export const Ready: Story = {};
export const Quarterly: Story = { args: { name: 'VIP Quarterly', payAmount: 129 } };
export const NoPhoneYet: Story = { args: { mobile: '' } };
export const Submitting: Story = { args: { submitting: true } };
