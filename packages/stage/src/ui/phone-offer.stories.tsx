import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { phone } from '../fixtures/stage.fixtures';
import { PhoneOffer } from './phone-offer';

const meta: Meta<typeof PhoneOffer> = { title: 'stage/PhoneOffer', component: PhoneOffer, args: { phone: phone(), defaultMobile: '0961234567', onPay: fn() } };
export default meta;
type Story = StoryObj<typeof PhoneOffer>;

export const Ready: Story = {};
export const NoAccountYet: Story = { args: { defaultMobile: '' } };
export const AboveLimit: Story = { args: { refusal: 'The amount to pay in stages (K460.00) is above your available limit of K0.00' } };
export const Submitting: Story = { args: { submitting: true } };
