import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { ENROLMENT_MESSAGES } from '@pocket/contracts/api/staff';

import { csrf } from '../api/csrf';
import { Refusal } from '../test/fake-staff-api';
import { staffMember } from '../test/fixtures';
import { refusedUnsent, submit } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';
import { sessionStore } from './session-store';

afterEach(() => sessionStore.clear());

const TOKEN = 'A'.repeat(43);
const started = { email: 'new@pocket.test', name: 'New Person', totpSecret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Pocket%20staff:new%40pocket.test?secret=JBSWY3DPEHPK3PXP', expiresAt: '2026-11-23T08:00:00.000Z' };

describe('enrolment through the one-time link (/admin/enrol#token=...)', () => {
  it('shows the new secret, takes the password chosen and a code, and signs the newcomer in', async () => {
    const user = userEvent.setup();
    const { api } = renderDesk(`/enrol#token=${TOKEN}`, null, {
      'POST /enrolment/start': () => started,
      'POST /enrolment/finish': () => ({ staff: staffMember(['support'], 12), csrfToken: 'csrf-enrolled' }),
      'GET /borrowers': () => ({ items: [], nextCursor: null }),
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, New Person' })).toBeInTheDocument();
    expect(screen.getByTestId('enrol-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(api.calls('POST /enrolment/start')[0]!.body).toEqual({ token: TOKEN });
    await submit(user, { 'New password': 'short', 'New password again': 'short', 'Code from your authenticator app': '123456' }, 'Finish and sign in');
    await refusedUnsent(api, 'POST /enrolment/finish', 'at least 12 characters');
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('New password again'));
    await submit(user, { 'New password': 'tidal-Orbit-lantern-9', 'New password again': 'tidal-Orbit-lantern-9' }, 'Finish and sign in');
    expect(await screen.findByRole('heading', { name: 'Borrowers' })).toBeInTheDocument();
    expect(api.calls('POST /enrolment/finish')[0]!.body).toEqual({ token: TOKEN, password: 'tidal-Orbit-lantern-9', totp: '123456' });
    await waitFor(() => expect(csrf.get()).toBe('csrf-enrolled'));
  });

  it('shows the server\'s refusal of a weak password in its words, and says what to do with a used link', async () => {
    const user = userEvent.setup();
    renderDesk(`/enrol#token=${TOKEN}`, null, {
      'POST /enrolment/start': () => started,
      'POST /enrolment/finish': () => {
        throw new Refusal(400, 'password: The new password is too easy to guess: it is a commonly used password. Use three or four unrelated words, or a longer phrase');
      },
    });
    await user.type(await screen.findByLabelText('New password'), 'Password1234');
    await submit(user, { 'New password again': 'Password1234', 'Code from your authenticator app': '123456' }, 'Finish and sign in');
    expect(await screen.findByRole('alert')).toHaveTextContent('too easy to guess: it is a commonly used password');
  });

  it('a used or expired link says so, with the way to sign in', async () => {
    renderDesk(`/enrol#token=${TOKEN}`, null, {
      'POST /enrolment/start': () => {
        throw new Refusal(410, ENROLMENT_MESSAGES.invalid);
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(ENROLMENT_MESSAGES.invalid);
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toBeInTheDocument();
  });
});
