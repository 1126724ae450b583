import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakeApi } from '@pocket/testing/fake-api';
import type { FakeApi } from '@pocket/testing/fake-api';
import { makeStore } from '@pocket/testing/make-store';

import { withProviders } from '../test/with-providers';
import { LoginOverlay } from './login-overlay';

const userInfo = {
  userId: 42,
  mobile: '0971234567',
  mobileMasked: '097****567',
  fullName: null,
  email: null,
  googleBound: false,
  registerChannel: 'WM2',
  registerTime: 1_763_800_000_000,
  kycComplete: false,
  extra: {},
};
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'POST /authentication/sendSmsCode/\\d+/1': () => ({ data: { nextSendInSeconds: 60, nextSendAt: 0, expiresInSeconds: 300 } }),
    'POST /authentication/mobileLogin': () => ({ data: { token: 'tok-1', id: 42, appRedirectStatus: 1 } }),
    'GET /my/getUserInfo': () => ({ data: userInfo }),
    'GET /index/api/getAppLoginRecord': () => ({ data: { appLoginRecord: false, records: [] } }),
    'POST /v1/my/language': () => ({ data: { language: 'ny', chosen: true } }),
  });
});
afterAll(() => server.close());

describe("the login panel's language switch (issue 48)", { timeout: 20_000 }, () => {
  it('switches the panel to Nyanja, sends lang: ny on every call from then on, and stores the choice on the account after the login', async () => {
    const store = makeStore({ overlays: { login: { open: true } } }, { baseURL: `${server.origin}/api`, browserDefaults: true });
    render(withProviders(store, <LoginOverlay deps={{ random: () => 0.9, sink: () => undefined }} />));
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByText('A Pocket Wallet For All Zambians')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Chinyanja' }));
    // The panel's words, in Nyanja (drafts of the catalogue), at once.
    expect(await screen.findByRole('button', { name: 'Lowani' })).toBeInTheDocument();
    expect(screen.getByText('Chikwama cha Pocket cha Azambia onse')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pitirizani ndi Google' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Nambala yotsimikizira')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Chinyanja' })).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().appState.lang).toBe('ny');
    // Not logged in: nothing is stored on an account yet.
    expect(server.callsTo('/v1/my/language')).toHaveLength(0);

    await userEvent.type(screen.getByPlaceholderText('0XXXXXXXXX'), '0971234567');
    await userEvent.click(screen.getByRole('button', { name: 'Landirani' }));
    await waitFor(() => expect(server.calls.filter((c) => c.path.startsWith('/api/authentication/sendSmsCode/'))).toHaveLength(1));
    expect(server.calls.find((c) => c.path.startsWith('/api/authentication/sendSmsCode/'))!.headers.lang).toBe('ny');
    await userEvent.type(screen.getByPlaceholderText('Nambala yotsimikizira'), '1234');
    await userEvent.click(screen.getByText('Ndawerenga ndipo ndavomereza'));
    await userEvent.click(screen.getByRole('button', { name: 'Lowani' }));

    await waitFor(() => expect(server.callsTo('/v1/my/language')).toHaveLength(1));
    const [login] = server.callsTo('/authentication/mobileLogin');
    expect(login!.headers.lang).toBe('ny');
    const [stored] = server.callsTo('/v1/my/language');
    expect(stored!.body).toEqual({ language: 'ny' });
    expect(stored!.headers.token).toBe('tok-1');
    expect(stored!.headers.lang).toBe('ny');
  });

  it('opens in the language this browser kept from an earlier visit (its words fetched when the panel shows)', async () => {
    const store = makeStore({ appState: { lang: 'bem' }, overlays: { login: { open: true } } }, { baseURL: `${server.origin}/api`, browserDefaults: true });
    render(withProviders(store, <LoginOverlay deps={{ random: () => 0.9, sink: () => undefined }} />));
    expect(await screen.findByRole('button', { name: 'Ingileni' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Icishibilo ca Pocket' })).toBeInTheDocument();
    expect(screen.getByText('Icikwama ca Pocket ica bena Zambia bonse')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ichibemba' })).toHaveAttribute('aria-pressed', 'true');
  });
});
