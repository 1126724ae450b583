import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from 'react-vant';
import { expect, waitFor, within } from 'storybook/test';

import { BottomSheet, LEAVE_TITLE } from './bottom-sheet';

function Demo({ confirmLeave }: { confirmLeave: boolean }) {
  const [visible, setVisible] = useState(true);
  return (
    <>
      <Button onClick={() => setVisible(true)}>Open sheet</Button>
      <BottomSheet visible={visible} title="Pay the bill" confirmLeave={confirmLeave} onLeave={() => setVisible(false)}>
        <p style={{ padding: 16, minHeight: 200 }}>Close the sheet to see the confirmation.</p>
      </BottomSheet>
    </>
  );
}

const meta: Meta<typeof Demo> = { title: 'ui-kit/BottomSheet', component: Demo };
export default meta;

// The sheet and its dialog render in popups attached to document.body, outside the story's canvas.
const page = () => within(document.body);
const closeIcon = () => document.body.querySelector<HTMLElement>('.rv-popup__close-icon')!;

/** Closing asks 'Do you really want to leave?': No keeps the sheet, Yes closes it. */
export const AsksBeforeLeaving: StoryObj<typeof Demo> = {
  args: { confirmLeave: true },
  play: async ({ userEvent }) => {
    await page().findByText('Pay the bill');
    await userEvent.click(closeIcon());
    const shown = await page().findByText(LEAVE_TITLE);
    await waitFor(() => expect(shown).toBeVisible());
    await userEvent.click(page().getByRole('button', { name: 'No' }));
    await waitFor(() => expect(page().queryByText(LEAVE_TITLE)).not.toBeVisible());
    await expect(page().getByText('Pay the bill')).toBeVisible();
    await userEvent.click(closeIcon());
    await userEvent.click(await page().findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(page().getByText('Pay the bill')).not.toBeVisible());
  },
};
export const LeavesAtOnce: StoryObj<typeof Demo> = {
  args: { confirmLeave: false },
  play: async ({ userEvent }) => {
    await page().findByText('Pay the bill');
    await userEvent.click(closeIcon());
    await waitFor(() => expect(page().getByText('Pay the bill')).not.toBeVisible());
    await expect(page().queryByText(LEAVE_TITLE)).toBeNull();
  },
};
