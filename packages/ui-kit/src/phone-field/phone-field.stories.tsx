import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

import { PhoneField } from './phone-field';

function Stateful({ initial }: { initial: string }) {
  const [mobile, setMobile] = useState(initial);
  return <PhoneField value={mobile} onChange={setMobile} />;
}

const meta: Meta<typeof Stateful> = { title: 'ui-kit/PhoneField', component: Stateful };
export default meta;

export const Empty: StoryObj<typeof Stateful> = { args: { initial: '' } };
export const Complete: StoryObj<typeof Stateful> = { args: { initial: '0971234567' } };
