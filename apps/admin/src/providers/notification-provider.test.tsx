import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { StaffChannel } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { Refusal } from '../test/fake-staff-api';
import { renderDesk } from '../test/render-desk';

const web: StaffChannel = {
  code: 'web', name: 'Pocket web', appDownloadUrl: '/?source=pwa&appChannelCode=web', altDownloadUrl: 'https://play.google.com/store/apps/details?id=zm.co.pocket.app',
  packageName: 'zm.co.pocket.app', googleLoginEnabled: true, enabled: true,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

afterEach(() => sessionStore.clear());

async function saveChannel(answer: () => unknown) {
  const user = userEvent.setup();
  renderDesk('/channels', ['marketing'], { 'GET /catalogue/channels': () => [web], 'POST /catalogue/channels/:code': answer });
  await user.click(await screen.findByRole('button', { name: 'Edit web' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return user;
}

describe('the desk’s one notification provider', () => {
  it('shows what went through in the page’s words, once, above the page', async () => {
    await saveChannel(() => web);
    expect(await screen.findByTestId('desk-notice')).toHaveTextContent('Channel saved: the app uses these links from its next start.');
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('clears the notice on another page', async () => {
    const user = await saveChannel(() => web);
    await screen.findByTestId('desk-notice');
    await user.click(screen.getByRole('link', { name: 'Banners' }));
    await screen.findByRole('heading', { name: 'Banners' });
    expect(screen.queryByTestId('desk-notice')).not.toBeInTheDocument();
  });

  it('does not repeat a refusal: the server’s words stay where the person acted, shown once', async () => {
    await saveChannel(() => {
      throw new Refusal(400, 'The download link must be an app path or an https:// address');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The download link must be an app path or an https:// address');
    expect(screen.getAllByText(/The download link must be/)).toHaveLength(1);
    expect(screen.queryByTestId('desk-notice')).not.toBeInTheDocument();
  });
});
