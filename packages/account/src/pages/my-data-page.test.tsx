import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { DATA_RIGHTS_MESSAGES } from '@pocket/contracts/api/data-rights';
import type { DataExportView } from '@pocket/contracts/api/data-rights';
import { fakeApiPerFile } from '@pocket/testing/fake-api-per-file';
import { renderFeature } from '@pocket/testing/render-feature';

import MyDataPage, { MY_DATA_TEXT, PREPARING_POLL_MS } from './my-data-page';

const api = fakeApiPerFile();
const none: DataExportView = { state: 'NONE', requestedAt: null, readyAt: null, expiresAt: null, jsonUrl: null, htmlUrl: null };
const preparing: DataExportView = { ...none, state: 'PREPARING', requestedAt: '2026-11-27T08:00:00.000Z' };
const ready: DataExportView = {
  ...preparing,
  state: 'READY',
  readyAt: '2026-11-27T08:01:00.000Z',
  expiresAt: '2026-11-28T08:01:00.000Z',
  jsonUrl: '/api/data-export/file.json?key=k',
  htmlUrl: '/api/data-export/file.html?key=k',
};

describe('/my-data: download my data (issue 32)', () => {
  it('sends the SMS code, asks with it, shows "preparing" and then the links without a reload', async () => {
    let current = none;
    api.on('/data-export/sendCode', () => ({ data: { nextSendInSeconds: 60, expiresInSeconds: 300 } }));
    api.on('/data-export', (call) => {
      if (call.method === 'POST') current = preparing;
      return { data: current };
    });
    const { toasts } = renderFeature(<MyDataPage />, api);
    await userEvent.click(await screen.findByRole('button', { name: MY_DATA_TEXT.prepare }));
    await waitFor(() => expect(toasts).toContain(MY_DATA_TEXT.enterCode));
    expect(api.callsTo('/data-export').filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Obtain' }));
    await waitFor(() => expect(toasts).toContain(DATA_RIGHTS_MESSAGES.codeSent));
    await userEvent.type(screen.getByPlaceholderText('Verification code'), '4321');
    await userEvent.click(screen.getByRole('button', { name: MY_DATA_TEXT.prepare }));
    expect(await screen.findByText(MY_DATA_TEXT.preparing)).toBeInTheDocument();
    expect(api.callsTo('/data-export').filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ code: '4321' }]);

    current = ready;
    expect(await screen.findByRole('link', { name: MY_DATA_TEXT.json }, { timeout: PREPARING_POLL_MS * 2 })).toHaveAttribute('href', ready.jsonUrl);
    expect(screen.getByRole('link', { name: MY_DATA_TEXT.html })).toHaveAttribute('href', ready.htmlUrl);
    expect(screen.getByTestId('export-state')).toHaveTextContent('Your files are ready. The links work until 28 Nov, 10:01 (24 hours).');
  }, 15_000);

  it('says when the links have expired and offers a new copy', async () => {
    api.on('/data-export', () => ({ data: { ...ready, state: 'EXPIRED', jsonUrl: null, htmlUrl: null } }));
    renderFeature(<MyDataPage />, api);
    expect(await screen.findByText(MY_DATA_TEXT.expired.replace("{hours}", "24"))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MY_DATA_TEXT.again })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: MY_DATA_TEXT.json })).toBeNull();
  });
});
