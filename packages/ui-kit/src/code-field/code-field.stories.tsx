import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';

import { CodeField } from './code-field';

function Stateful({ sendSucceeds }: { sendSucceeds: boolean }) {
  const [code, setCode] = useState('');
  return <CodeField value={code} onChange={setCode} onObtain={() => Promise.resolve(sendSucceeds)} />;
}

const meta: Meta<typeof Stateful> = { title: 'ui-kit/CodeField', component: Stateful };
export default meta;

/** Press 'Obtain': the button becomes a 60 s countdown. */
export const SendSucceeds: StoryObj<typeof Stateful> = {
  args: { sendSucceeds: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Obtain' }));
    await expect(await canvas.findByRole('button', { name: /^(60|59)s$/ })).toBeDisabled();
    await userEvent.type(canvas.getByPlaceholderText('Verification code'), '123456');
    await expect(canvas.getByPlaceholderText('Verification code')).toHaveValue('1234');
  },
};
/** Press 'Obtain': the send fails, so the button stays usable. */
export const SendFails: StoryObj<typeof Stateful> = {
  args: { sendSucceeds: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Obtain' }));
    await expect(await canvas.findByRole('button', { name: 'Obtain' })).toBeEnabled();
  },
};
