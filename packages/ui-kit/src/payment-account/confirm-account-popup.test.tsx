import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ConfirmAccountPopup, confirmAccountText } from './confirm-account-popup';

describe('ConfirmAccountPopup', { timeout: 15_000 }, () => {
  it('names the masked number, sends the code on Obtain and confirms with the 4 digits typed', async () => {
    const onObtain = vi.fn(async () => true);
    const onConfirm = vi.fn(async () => true);
    render(<ConfirmAccountPopup visible masked="097****567" onObtain={onObtain} onConfirm={onConfirm} onCancel={() => undefined} />);
    expect(await screen.findByText(confirmAccountText('097****567'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Obtain' }));
    expect(onObtain).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByPlaceholderText('Verification code'), '48219');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('4821'));
  });

  it('keeps the code when it is refused, so the borrower can correct it', async () => {
    const onConfirm = vi.fn(async () => false);
    render(<ConfirmAccountPopup visible masked="097****567" onObtain={async () => true} onConfirm={onConfirm} onCancel={() => undefined} />);
    await userEvent.type(await screen.findByPlaceholderText('Verification code'), '1111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
    expect(screen.getByPlaceholderText('Verification code')).toHaveValue('1111');
  });
});
