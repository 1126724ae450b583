import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { confirmDialog } from '../dialog/confirm-dialog';
import { PocketActionSheet, PocketDialog } from './pocket-dialog';

function LogOut() {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Log Out
      </button>
      <PocketDialog
        visible={asking}
        title="Log out?"
        message="You will need a code to log in again."
        showCancelButton
        cancelButtonText="Cancel"
        confirmButtonText="Yes"
        onCancel={() => setAsking(false)}
        onConfirm={() => setAsking(false)}
      />
    </>
  );
}

function Gender() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Choose gender
      </button>
      <PocketActionSheet
        visible={open}
        title="Gender"
        cancelText="Cancel"
        actions={[{ name: 'Female', callback: () => setOpen(false) }]}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('PocketDialog and PocketActionSheet: react-vant dialogs as named dialogs (issue 33)', () => {
  it('a Dialog is a modal dialog named by its title; focus goes in, Escape cancels, focus comes back', async () => {
    render(<LogOut />);
    const opener = screen.getByRole('button', { name: 'Log Out' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Log out?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('You will need a code to log in again.');
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log out?' })).not.toBeInTheDocument());
  });

  it('an ActionSheet is a dialog named by its title; choosing gives focus back to the opener', async () => {
    render(<Gender />);
    const opener = screen.getByRole('button', { name: 'Choose gender' });
    await userEvent.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Gender' });
    await waitFor(() => expect(sheet).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Female' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('the imperative confirm is a named dialog too, and Escape answers No', async () => {
    const opener = document.createElement('button');
    opener.textContent = 'Leave';
    document.body.append(opener);
    opener.focus();
    const answer = confirmDialog({ title: 'Leave?', message: 'Your answers are kept.', confirmText: 'Yes', cancelText: 'No' });
    const dialog = await screen.findByRole('dialog', { name: 'Leave?' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(opener).toHaveFocus());
    opener.remove();
  });
});
