import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { startFakeApi } from '@pocket/testing/fake-api';
import type { FakeApi, Reply } from '@pocket/testing/fake-api';
import { makeStore } from '@pocket/testing/make-store';

import { withProviders } from '../test/with-providers';
import { LoginOverlay } from './login-overlay';

let loginReply: Reply = { data: { token: 'tok-1', id: 42, appRedirectStatus: 1 } };
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
    'POST /authentication/mobileLogin': () => loginReply,
    'GET /my/getUserInfo': () => ({ data: userInfo }),
    'GET /index/api/getAppLoginRecord': () => ({ data: { appLoginRecord: false, records: [] } }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.calls.length = 0;
  loginReply = { data: { token: 'tok-1', id: 42, appRedirectStatus: 1 } };
});

function setup(channel = 'H5GGZT') {
  const store = makeStore(
    {
      appState: { appChannelCode: channel, device: 'Pixel 7' },
      overlays: { login: { open: true } },
    },
    { baseURL: `${server.origin}/api`, browserDefaults: true },
  );
  const sink = vi.fn();
  render(withProviders(store, <LoginOverlay deps={{ random: () => 0.9, sink }} />));
  return { store, sink };
}

async function fillAndLogIn() {
  await userEvent.type(screen.getByPlaceholderText('0XXXXXXXXX'), '0971234567');
  await userEvent.click(screen.getByRole('button', { name: 'Obtain' }));
  // the countdown may already have ticked on a busy machine; its start value is tested in the panel's own tests
  await waitFor(() => expect(screen.getByRole('button', { name: /^\d+s$/ })).toBeDisabled());
  await userEvent.type(screen.getByPlaceholderText('Verification code'), '1234');
  await userEvent.click(screen.getByText('I have read and agreed to the'));
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('login overlay against the API (docs/product.md#states-and-transitions and docs/product.md#calls)', { timeout: 20_000 }, () => {
  it('sends the code to POST /api/authentication/sendSmsCode/{mobile}/1', async () => {
    setup();
    await userEvent.type(screen.getByPlaceholderText('0XXXXXXXXX'), '0971234567');
    await userEvent.click(screen.getByRole('button', { name: 'Obtain' }));
    await waitFor(() => expect(server.callsTo('/authentication/sendSmsCode/0971234567/1')).toHaveLength(1));
    expect(server.calls[0]!.method).toBe('POST');
  });

  it('logs in: mobile, captcha, deviceType 4, deviceBrand, appChannelCode; then token, id, user info, login record, marketing, panel closed', async () => {
    const { store } = setup('WM2');
    await fillAndLogIn();
    await waitFor(() => expect(store.getState().overlays.login?.open).toBe(false));
    expect(server.callsTo('/authentication/mobileLogin')[0]!.body).toEqual({
      mobile: '0971234567',
      captcha: '1234',
      deviceType: 4,
      deviceBrand: 'Pixel 7',
      appChannelCode: 'WM2',
    });
    const state = store.getState();
    expect(state.appState.token).toBe('tok-1');
    expect(state.appState.userId).toBe('42');
    expect(state.appState.userInfo).toEqual(userInfo);
    expect(state.appState.appLoginRecord).toBe(false);
    expect(state.overlays.marketing?.open).toBe(true);
    const userInfoCall = server.callsTo('/my/getUserInfo')[0]!;
    expect(userInfoCall.headers.token).toBe('tok-1');
    expect(userInfoCall.headers.sign).toMatch(/^[0-9a-f]{32}$/);
    expect(server.callsTo('/index/api/getAppLoginRecord')).toHaveLength(1);
  });

  it('reports a new registration on channel H5GGZT always', async () => {
    const { store, sink } = setup('H5GGZT');
    await fillAndLogIn();
    await waitFor(() => expect(store.getState().overlays.login?.open).toBe(false));
    expect(sink).toHaveBeenCalledWith({ event: 'registration_conversion', channel: 'H5GGZT' });
  });

  it('does not report a returning user (appRedirectStatus 0)', async () => {
    loginReply = { data: { token: 'tok-2', id: 43, appRedirectStatus: 0 } };
    const { store, sink } = setup('H5GGZT');
    await fillAndLogIn();
    await waitFor(() => expect(store.getState().appState.token).toBe('tok-2'));
    expect(sink).not.toHaveBeenCalled();
  });

  it("a refused login toasts the server's msg and keeps the panel open", async () => {
    loginReply = { code: 400, msg: 'The verification code is wrong or has expired', data: null };
    const { store } = setup();
    await fillAndLogIn();
    expect(await screen.findByText('The verification code is wrong or has expired')).toBeInTheDocument();
    expect(store.getState().overlays.login?.open).toBe(true);
    expect(store.getState().appState.token).toBe('');
  });
});
