import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from 'react-vant';
import { expect, waitFor, within } from 'storybook/test';

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

/** The answer comes back to the caller: No resolves false, Yes resolves true. */
export const Imperative: StoryObj<typeof Demo> = {
  play: async ({ canvas, userEvent }) => {
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    const shown = await page.findByText('Do you really want to leave?');
    await waitFor(() => expect(shown).toBeVisible());
    await userEvent.click(page.getByRole('button', { name: 'No' }));
    await expect(await canvas.findByText('Answered: No (stay)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    await userEvent.click(await page.findByRole('button', { name: 'Yes' }));
    await expect(await canvas.findByText('Answered: Yes (leave)')).toBeVisible();
  },
};
