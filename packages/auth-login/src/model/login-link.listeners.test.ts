import { waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appStarted } from '@pocket/app-core/app-state';
import type { UserInfo } from '@pocket/contracts/api/user';
import { startFakeApi } from '@pocket/testing/fake-api';
import type { FakeApi } from '@pocket/testing/fake-api';
import { makeStore } from '@pocket/testing/make-store';

import { loginLinkFromHash } from '../lib/login-link';
import { loginLinkListeners } from './login-link.listeners';

const LINK = 'AbCdEfGhIjKlMnOpQrStUv';
const userInfo: UserInfo = {
  userId: 7,
  mobile: '0971234567',
  mobileMasked: '097****567',
  fullName: null,
  email: null,
  googleBound: false,
  registerChannel: null,
  registerTime: 1_763_800_000_000,
  kycComplete: false,
  extra: {},
};
let server: FakeApi;
beforeAll(async () => {
  server = await startFakeApi({
    'GET /my/getUserInfo': () => ({ data: userInfo }),
    'GET /my/getAppLoginRecord': () => ({ data: { appLoginRecord: 1 } }),
  });
});
afterAll(() => server.close());

describe('opened from an SMS login link', () => {
  it('reads the link code from the fragment only', () => {
    expect(loginLinkFromHash(`#login_link=${LINK}`)).toBe(LINK);
    expect(loginLinkFromHash('#google_id_token=x')).toBeNull();
    expect(loginLinkFromHash('')).toBeNull();
  });

  it('logs the borrower in with the link: token stored, login panel closed', async () => {
    server.on('/authentication/linkLogin', { data: { token: 'tok-link', id: 7, appRedirectStatus: 0 } });
    const store = makeStore({ overlays: { login: { open: true } } }, { baseURL: `${server.origin}/api`, browserDefaults: true, listeners: [(start) => loginLinkListeners(start, () => LINK)] });
    store.dispatch(appStarted());
    await waitFor(() => expect(store.getState().appState.token).toBe('tok-link'), { timeout: 5_000 });
    expect(server.callsTo('/authentication/linkLogin')[0]!.body).toMatchObject({ link: LINK, deviceType: 4 });
    await waitFor(() => expect(store.getState().overlays.login?.open).toBe(false), { timeout: 5_000 });
  });

  it('a used link: the server’s message, then the login panel for a new code', async () => {
    server.on('/authentication/linkLogin', { status: 400, code: 400, msg: 'This login link has expired or was already used; please request a new code' });
    const store = makeStore({}, { baseURL: `${server.origin}/api`, browserDefaults: true, listeners: [(start) => loginLinkListeners(start, () => LINK)] });
    store.dispatch(appStarted());
    await waitFor(() => expect(store.getState().overlays.login?.open).toBe(true), { timeout: 5_000 });
    expect(store.getState().appState.token).toBeFalsy();
  });

  it('without a link in the address nothing is called', async () => {
    server.calls.length = 0;
    const store = makeStore({}, { baseURL: `${server.origin}/api`, browserDefaults: true, listeners: [(start) => loginLinkListeners(start, () => null)] });
    store.dispatch(appStarted());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls).toHaveLength(0);
  });
});
