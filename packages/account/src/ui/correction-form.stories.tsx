import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { CORRECTION_TEXT_TOO_SHORT } from '@pocket/contracts/api/data-rights';

import { CORRECTION_FORM_TEXT, CorrectionForm } from './correction-form';

const meta: Meta<typeof CorrectionForm> = { title: 'account/CorrectionForm', component: CorrectionForm, args: { sending: false, onSend: async () => true } };
export default meta;

type Story = StoryObj<typeof CorrectionForm>;
/** Send with nothing filled in names both missing parts. */
export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: CORRECTION_FORM_TEXT.send }));
    await expect(canvas.getByText(CORRECTION_FORM_TEXT.chooseField)).toBeVisible();
    await expect(canvas.getByText(CORRECTION_TEXT_TOO_SHORT)).toBeVisible();
  },
};
