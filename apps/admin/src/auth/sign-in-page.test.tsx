import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { STAFF_SESSION_MESSAGES } from '@pocket/contracts/api/staff';

import { csrf } from '../api/csrf';
import { Refusal } from '../test/fake-staff-api';
import { staffMember } from '../test/fixtures';
import { refusedUnsent } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';
import { sessionStore } from './session-store';

afterEach(() => sessionStore.clear());

async function fill(email: string, password: string, code: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Pocket desk' });
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (code) await user.type(screen.getByLabelText('Code from your authenticator app'), code);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in', () => {
  it('sends a signed-out visitor of any desk to the sign-in form', async () => {
    renderDesk('/audit', null);
    expect(await screen.findByLabelText('Code from your authenticator app')).toBeInTheDocument();
  });

  it('says what is missing before it asks the server', async () => {
    const { api } = renderDesk('/login', null);
    await fill('support@pocket.test', 'pocket-support-sandbox', '12');
    await refusedUnsent(api, 'POST /session', 'Enter the 6-digit code your authenticator app shows now.');
  });

  it('shows the server’s refusal in its words', async () => {
    renderDesk('/login', null, { 'POST /session': () => { throw new Refusal(401, STAFF_SESSION_MESSAGES.wrong); } });
    await fill('support@pocket.test', 'wrong', '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail, password or code is wrong');
    // The form stays as typed (it is not redrawn by the session check that follows), so only the mistake is retyped.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('alert')).toHaveTextContent('E-mail, password or code is wrong');
    expect(screen.getByLabelText('E-mail')).toHaveValue('support@pocket.test');
  });

  it('says why the desk went back to sign-in when the session ended during work', async () => {
    let open = true;
    renderDesk('/audit', ['admin'], {
      'GET /audit': () => {
        open = false;
        throw new Refusal(401, STAFF_SESSION_MESSAGES.expired);
      },
      'GET /session': () => {
        if (!open) throw new Refusal(401, STAFF_SESSION_MESSAGES.expired);
        return { staff: staffMember(['admin']), csrfToken: 'csrf-test-token' };
      },
    });
    expect(await screen.findByLabelText('Code from your authenticator app')).toBeInTheDocument();
    expect(screen.getByText('Your session has ended. Please sign in again')).toHaveAttribute('role', 'status');
  });

  it('sends a signed-in visitor of the sign-in page to the desk', async () => {
    renderDesk('/login', ['support'], { 'GET /borrowers': () => ({ items: [], nextCursor: null }) });
    expect(await screen.findByRole('heading', { name: 'Borrowers' })).toBeInTheDocument();
  });

  it('signs in and opens the first desk of the role, with the CSRF token kept in memory', async () => {
    const { api } = renderDesk('/login', null, {
      'POST /session': () => ({ staff: staffMember(['support']), csrfToken: 'csrf-test-token' }),
      'GET /borrowers': () => ({ items: [], nextCursor: null }),
    });
    await fill('support@pocket.test', 'pocket-support-sandbox', '123 456');
    expect(await screen.findByRole('heading', { name: 'Borrowers' })).toBeInTheDocument();
    expect(api.calls('POST /session')[0]!.body).toEqual({ email: 'support@pocket.test', password: 'pocket-support-sandbox', totp: '123456' });
    await waitFor(() => expect(csrf.get()).toBe('csrf-test-token'));
  });
});
