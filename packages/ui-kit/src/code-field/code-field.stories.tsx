import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

import { CodeField } from './code-field';

function Stateful({ sendSucceeds }: { sendSucceeds: boolean }) {
  const [code, setCode] = useState('');
  return <CodeField value={code} onChange={setCode} onObtain={() => Promise.resolve(sendSucceeds)} />;
}

const meta: Meta<typeof Stateful> = { title: 'ui-kit/CodeField', component: Stateful };
export default meta;

/** Press 'Obtain': the button becomes a 60 s countdown. */
export const SendSucceeds: StoryObj<typeof Stateful> = { args: { sendSucceeds: true } };
/** Press 'Obtain': the send fails, so the button stays usable. */
export const SendFails: StoryObj<typeof Stateful> = { args: { sendSucceeds: false } };
