import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { STAFF_CREDENTIAL_MESSAGES } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { Refusal } from '../test/fake-staff-api';
import { refusedUnsent } from '../test/form-steps';
import { renderDesk } from '../test/render-desk';
import { changePasswordProblem } from './change-password-page';

afterEach(() => sessionStore.clear());

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, repeat = next) {
  await user.clear(await screen.findByLabelText('Current password'));
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  await user.clear(screen.getByLabelText('New password'));
  if (next) await user.type(screen.getByLabelText('New password'), next);
  await user.clear(screen.getByLabelText('New password again'));
  if (repeat) await user.type(screen.getByLabelText('New password again'), repeat);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password', () => {
  it('says what is wrong before sending: no current password, a weak new one, two different new ones', () => {
    const email = 'ana@pocket.test';
    expect(changePasswordProblem({ current: '', next: 'x', repeat: 'x' }, email)).toBe('Type your current password.');
    expect(changePasswordProblem({ current: 'old', next: 'short', repeat: 'short' }, email)).toBe('The new password must be at least 12 characters.');
    expect(changePasswordProblem({ current: 'old', next: 'ana-is-long-enough', repeat: 'ana-is-long-enough' }, email)).toBe('The new password must not contain your e-mail name.');
    expect(changePasswordProblem({ current: 'old', next: 'a-Long-new-passphrase-9', repeat: 'a-Long-new-passphrase-8' }, email)).toBe('The two new passwords are not the same.');
    expect(changePasswordProblem({ current: 'old', next: 'a-Long-new-passphrase-9', repeat: 'a-Long-new-passphrase-9' }, email)).toBeNull();
  });

  it('is reached from the header by any role, shows the server\'s refusal, and says how many other sessions ended', async () => {
    const user = userEvent.setup();
    const { api } = renderDesk('/borrowers', ['support'], {
      'GET /borrowers': () => ({ items: [], nextCursor: null }),
      'POST /session/password': ({ body }) => {
        if ((body as { currentPassword: string }).currentPassword !== 'the-old-password') throw new Refusal(403, STAFF_CREDENTIAL_MESSAGES.currentWrong);
        return { changed: true, otherSessionsEnded: 2 };
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Change password' }));
    await fill(user, 'old', 'short');
    await refusedUnsent(api, 'POST /session/password', 'at least 12 characters');
    await fill(user, 'not-it', 'a-Long-new-passphrase-9');
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_CREDENTIAL_MESSAGES.currentWrong);
    await fill(user, 'the-old-password', 'a-Long-new-passphrase-9');
    expect(await screen.findByTestId('password-changed')).toHaveTextContent('Your password is changed. 2 other sessions were signed out.');
    expect(api.calls('POST /session/password').at(-1)).toMatchObject({ body: { currentPassword: 'the-old-password', newPassword: 'a-Long-new-passphrase-9' }, csrf: api.csrfToken });
  });
});
