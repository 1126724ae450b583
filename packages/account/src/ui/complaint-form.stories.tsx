import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { COMPLAINT_TEXT_TOO_SHORT } from '@pocket/contracts/api/complaints';

import { COMPLAINT_FORM_TEXT, ComplaintForm } from './complaint-form';

const meta: Meta<typeof ComplaintForm> = { title: 'account/ComplaintForm', component: ComplaintForm, args: { orderId: null, sending: false, onSend: async () => true } };
export default meta;

type Story = StoryObj<typeof ComplaintForm>;
/** Send with nothing filled in names both missing parts. */
export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: COMPLAINT_FORM_TEXT.send }));
    await expect(canvas.getByText(COMPLAINT_FORM_TEXT.chooseCategory)).toBeVisible();
    await expect(canvas.getByText(COMPLAINT_TEXT_TOO_SHORT)).toBeVisible();
  },
};
export const AboutALoan: Story = { args: { orderId: 12 } };
