import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { confirmDialog } from './confirm-dialog';

const dialogOf = async (message: string) => (await screen.findByText(message)).closest('.rv-dialog') as HTMLElement;

const options = { title: 'Leave?', message: 'Your answers are kept.', confirmText: 'Yes', cancelText: 'No' };

describe('confirmDialog (imperative, outside the provider)', { timeout: 15_000 }, () => {
  it('shows the given English texts, not the library defaults', async () => {
    void confirmDialog(options);
    expect(await screen.findByText('Your answers are kept.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
    expect(screen.queryByText('确认')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
  });

  it('resolves true on confirm and false on cancel', async () => {
    const confirmed = confirmDialog({ ...options, message: 'first' });
    await userEvent.click(within(await dialogOf('first')).getByRole('button', { name: 'Yes' }));
    await expect(confirmed).resolves.toBe(true);
    const cancelled = confirmDialog({ ...options, message: 'second' });
    await userEvent.click(within(await dialogOf('second')).getByRole('button', { name: 'No' }));
    await expect(cancelled).resolves.toBe(false);
  });
});
