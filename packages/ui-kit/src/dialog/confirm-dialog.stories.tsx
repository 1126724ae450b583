import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from 'react-vant';

import { confirmDialog } from './confirm-dialog';

function Demo() {
  const [answer, setAnswer] = useState('');
  const ask = async () => {
    const yes = await confirmDialog({
      title: 'Do you really want to leave?',
      message: "Don't miss this opportunity.",
      confirmText: 'Yes',
      cancelText: 'No',
    });
    setAnswer(yes ? 'Yes (leave)' : 'No (stay)');
  };
  return (
    <div style={{ padding: 16 }}>
      <Button type="primary" block onClick={() => void ask()}>
        Ask
      </Button>
      <p>{answer && `Answered: ${answer}`}</p>
    </div>
  );
}

const meta: Meta<typeof Demo> = { title: 'ui-kit/ConfirmDialog', component: Demo };
export default meta;

export const Imperative: StoryObj<typeof Demo> = {};
