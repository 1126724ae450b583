import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from 'react-vant';
import { expect, waitFor, within } from 'storybook/test';

import { PocketDialog } from './pocket-dialog';
import { PocketPopup } from './pocket-popup';

function Demo() {
  const [sheet, setSheet] = useState(false);
  const [asking, setAsking] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 12, padding: 16 }}>
      <Button onClick={() => setSheet(true)}>Repayment</Button>
      <Button onClick={() => setAsking(true)}>Log Out</Button>
      <PocketPopup visible={sheet} position="bottom" round closeable closeName="Close" title="Pay the bill" onClose={() => setSheet(false)}>
        <p style={{ padding: 16, minHeight: 160 }}>A named dialog: Escape or the close button closes it, and focus goes back to Repayment.</p>
      </PocketPopup>
      <PocketDialog
        visible={asking}
        title="Log Out"
        message="Do you want to log out?"
        showCancelButton
        cancelButtonText="Cancel"
        confirmButtonText="Log Out"
        onCancel={() => setAsking(false)}
        onConfirm={() => setAsking(false)}
      />
    </div>
  );
}

const meta: Meta<typeof Demo> = { title: 'ui-kit/PocketPopup', component: Demo };
export default meta;

// Popups render in document.body, outside the story's canvas.
const page = () => within(document.body);

/** A sheet is a dialog named by its title; focus moves into it, Escape closes it, focus goes back to its opener. */
export const NamedDialogReturnsFocus: StoryObj<typeof Demo> = {
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Repayment' });
    await userEvent.click(opener);
    const dialog = await page().findByRole('dialog', { name: 'Pay the bill' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(opener).toHaveFocus();
  },
};

/** react-vant's Dialog through PocketDialog: named by its title, Escape answers Cancel. */
export const ConfirmDialog: StoryObj<typeof Demo> = {
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Log Out' });
    await userEvent.click(opener);
    const dialog = await page().findByRole('dialog', { name: 'Log Out' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
