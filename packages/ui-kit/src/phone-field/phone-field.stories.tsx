import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';

import { PhoneField } from './phone-field';

function Stateful({ initial }: { initial: string }) {
  const [mobile, setMobile] = useState(initial);
  return <PhoneField value={mobile} onChange={setMobile} />;
}

const meta: Meta<typeof Stateful> = { title: 'ui-kit/PhoneField', component: Stateful };
export default meta;

/** Typing counts the digits and keeps at most 10. */
export const Empty: StoryObj<typeof Stateful> = {
  args: { initial: '' },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByPlaceholderText('0XXXXXXXXX');
    await userEvent.type(field, '0971');
    await expect(field).toHaveValue('0971');
    await expect(canvas.getByText('4 / 10')).toBeVisible();
    await userEvent.type(field, '23456789');
    await expect(field).toHaveValue('0971234567');
  },
};
export const Complete: StoryObj<typeof Stateful> = {
  args: { initial: '0971234567' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10 / 10')).toBeVisible();
  },
};
