import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { configureApiClient } from '@pocket/api-client/client';
import { CONSENT_TEXTS, type ConsentView } from '@pocket/contracts/api/consents';
import { startFakeApi, type FakeApi } from '@pocket/testing/fake-api';
import { makeStore, renderWithProviders } from '@pocket/testing/render';

import ConsentsPage from './consents-page';

let server: FakeApi;
let items: ConsentView[] = [];
beforeAll(async () => {
  server = await startFakeApi({
    'GET /consents': () => ({ data: { items } }),
    'POST /consents': (c) => {
      const { kind, given } = c.body as { kind: ConsentView['kind']; given: boolean };
      items = items.map((i) => (i.kind === kind ? { ...i, given, version: '2026-11-27', at: '2026-11-27T09:00:00.000Z' } : i));
      return { data: { items } };
    },
  });
});
afterAll(() => server.close());

function render() {
  items = [
    { kind: 'terms', given: true, version: '2026-11-22', at: '2026-11-20T08:00:00.000Z' },
    { kind: 'privacy', given: true, version: '2026-11-27', at: '2026-11-27T08:00:00.000Z' },
    { kind: 'face', given: true, version: '2026-11-22', at: '2026-11-21T08:00:00.000Z' },
    { kind: 'location', given: true, version: null, at: null },
    { kind: 'marketing', given: true, version: null, at: null },
    { kind: 'bureau', given: false, version: null, at: null },
  ];
  const store = makeStore({ appState: { token: 'tok-9', userId: '9' } });
  configureApiClient({ store, baseURL: `${server.origin}/api` });
  return renderWithProviders(<ConsentsPage />, { store, route: '/consents' });
}

const posted = () => server.callsTo('/consents').filter((c) => c.method === 'POST').map((c) => c.body);

describe('/consents (issue 32)', { timeout: 15_000 }, () => {
  it('withdraws marketing and says reminders about money owed stay on; withdraws location and gives it again', async () => {
    const { user } = await render();
    expect(await screen.findByText(CONSENT_TEXTS.marketingNote)).toBeInTheDocument();
    expect(CONSENT_TEXTS.marketingNote).toBe('Reminders about money you owe and receipts for your payments stay on.');
    await user.click(screen.getByRole('switch', { name: CONSENT_TEXTS.marketing }));
    await waitFor(() => expect(screen.getByRole('switch', { name: CONSENT_TEXTS.marketing })).toHaveAttribute('aria-checked', 'false'));
    await user.click(screen.getByRole('switch', { name: CONSENT_TEXTS.location }));
    await waitFor(() => expect(screen.getByRole('switch', { name: CONSENT_TEXTS.location })).toHaveAttribute('aria-checked', 'false'));
    await user.click(screen.getByRole('switch', { name: CONSENT_TEXTS.location }));
    await waitFor(() => expect(screen.getByRole('switch', { name: CONSENT_TEXTS.location })).toHaveAttribute('aria-checked', 'true'));
    expect(posted()).toEqual([
      { kind: 'marketing', given: false },
      { kind: 'location', given: false },
      { kind: 'location', given: true },
    ]);
  });

  it('gives the credit bureau check (off until given) and withdraws it, saying what it is used for', async () => {
    const { user } = await render();
    expect(await screen.findByText(CONSENT_TEXTS.bureauNote)).toBeInTheDocument();
    expect(CONSENT_TEXTS.bureauNote).toBe('When on, we ask a credit bureau about your loans elsewhere each time you apply, and use its answer in the decision. Off: we decide from your record with Pocket only.');
    const bureau = () => screen.getByRole('switch', { name: CONSENT_TEXTS.bureau });
    expect(bureau()).toHaveAttribute('aria-checked', 'false');
    await user.click(bureau());
    await waitFor(() => expect(bureau()).toHaveAttribute('aria-checked', 'true'));
    await user.click(bureau());
    await waitFor(() => expect(bureau()).toHaveAttribute('aria-checked', 'false'));
    expect(posted().filter((b) => (b as { kind: string }).kind === 'bureau')).toEqual([
      { kind: 'bureau', given: true },
      { kind: 'bureau', given: false },
    ]);
  });

  it('shows the record: each consent with when it was given and the version of its text', async () => {
    await render();
    expect(await screen.findByText('Given 20/11/2026, text of 2026-11-22')).toBeInTheDocument();
    expect(screen.getByText('Face verification (biometric data)')).toBeInTheDocument();
    expect(screen.getByText(CONSENT_TEXTS.faceWithdraw)).toBeInTheDocument();
  });
});
