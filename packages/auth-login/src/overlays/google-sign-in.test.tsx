import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from 'react-vant';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { openOverlay } from '@pocket/app-core/overlays';
import { startFakeApi } from '@pocket/testing/fake-api';
import type { FakeApi } from '@pocket/testing/fake-api';
import { makeStore } from '@pocket/testing/make-store';

import { GOOGLE_UNAVAILABLE, signInWithGoogle } from '../model/google.thunks';
import { withProviders } from '../test/with-providers';
import { BindPhoneOverlay } from './bind-phone-overlay';
import { LoginOverlay } from './login-overlay';

let bound = true;
let googleMode: 'off' | 'sandbox' = 'off';
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
    'GET /authentication/googleConfig': () => ({
      data: { mode: googleMode, clientId: null, signInUrl: googleMode === 'sandbox' ? '/dev/google/sign-in' : null },
    }),
    'POST /v1/user-third-info/bind-check': () => ({ data: { bind: bound } }),
    'POST /authentication/mobileLogin': () => ({ data: { token: 'tok-g', id: 7, appRedirectStatus: 0 } }),
    'GET /my/getUserInfo': () => ({ data: { ...userInfo, userId: 7, mobile: '0961234567', mobileMasked: '096****567', googleBound: true } }),
    'GET /index/api/getAppLoginRecord': () => ({ data: { appLoginRecord: true, records: [] } }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.calls.length = 0;
  bound = true;
  googleMode = 'off';
});
// A test's toasts (3 s) would still be on screen in the next one: each test starts with none. Clearing starts the
// toast's leave transition; its timer runs before the next test looks.
afterEach(async () => {
  vi.restoreAllMocks();
  Toast.clear();
  await new Promise((resolve) => setTimeout(resolve, 400));
});

function setup(google: { clientId?: string | undefined; requestIdToken?: (id: string) => Promise<string>; goTo?: (url: string) => void }) {
  const store = makeStore({ overlays: { login: { open: true } } }, { baseURL: `${server.origin}/api`, browserDefaults: true });
  const deps = { ...google, random: () => 0.9, sink: vi.fn() };
  render(
    withProviders(
      store,
      <>
        <LoginOverlay deps={deps} />
        <BindPhoneOverlay deps={deps} />
      </>,
    ),
  );
  return store;
}

/** Toasts on screen now (earlier ones stay in the DOM, hidden). */
const liveToasts = () =>
  [...document.querySelectorAll<HTMLElement>('.rv-toast')]
    .filter((t) => t.style.display !== 'none' && !/exit/.test(t.className))
    .map((t) => t.textContent);

const continueWithGoogle = async () => {
  await userEvent.click(screen.getAllByText('I have read and agreed to the')[0]!);
  await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
};

describe('Google sign-in (docs/product.md#states-and-transitions)', { timeout: 20_000 }, () => {
  it('a bound account logs in with authCode and thirdType 1', async () => {
    const requestIdToken = vi.fn().mockResolvedValue('google-id-token');
    const store = setup({ clientId: 'client.apps.googleusercontent.com', requestIdToken });
    await continueWithGoogle();
    await waitFor(() => expect(store.getState().overlays.login?.open).toBe(false));
    expect(store.getState().appState.token).toBe('tok-g');
    expect(requestIdToken).toHaveBeenCalledWith('client.apps.googleusercontent.com');
    expect(server.callsTo('/v1/user-third-info/bind-check')[0]!.body).toEqual({
      authCode: 'google-id-token',
      thirdType: 1,
      deviceType: 4,
    });
    expect(server.callsTo('/authentication/mobileLogin')[0]!.body).toMatchObject({
      authCode: 'google-id-token',
      thirdType: 1,
      deviceType: 4,
    });
    expect(store.getState().overlays.login?.open).toBe(false);
  });

  it('an account not bound yet opens the bind-phone panel, which binds with phone and code and logs in', async () => {
    bound = false;
    const store = setup({ clientId: 'client', requestIdToken: async () => 'new-google-id-token' });
    await continueWithGoogle();
    await waitFor(() => expect(store.getState().overlays.bindPhone?.open).toBe(true));
    expect(server.callsTo('/authentication/mobileLogin')).toHaveLength(0);
    const bindPanel = within(screen.getByTestId('bind-phone-panel'));
    await userEvent.click(bindPanel.getByRole('button', { name: 'Bind and Log In' }));
    expect(await screen.findByText('Please enter your phone number', { selector: '.rv-toast__info' })).toBeInTheDocument();
    await userEvent.type(bindPanel.getByPlaceholderText('0XXXXXXXXX'), '0961234567');
    await userEvent.click(bindPanel.getByRole('button', { name: 'Obtain' }));
    await waitFor(() => expect(server.callsTo('/authentication/sendSmsCode/0961234567/1')).toHaveLength(1));
    await userEvent.type(bindPanel.getByPlaceholderText('Verification code'), '4321');
    await userEvent.click(bindPanel.getByRole('button', { name: 'Bind and Log In' }));
    await waitFor(() => expect(store.getState().overlays.login?.open).toBe(false));
    expect(store.getState().appState.token).toBe('tok-g');
    expect(server.callsTo('/authentication/mobileLogin')[0]!.body).toMatchObject({
      authCode: 'new-google-id-token',
      thirdType: 1,
      mobile: '0961234567',
      captcha: '4321',
      deviceType: 4,
    });
    expect(store.getState().overlays.bindPhone?.open).toBe(false);
    expect(store.getState().overlays.login?.open).toBe(false);
  });

  it('the bind-phone panel stays on screen when the login panel is opened after it (a guard after the return from Google); its Back shows the login panel', async () => {
    const store = makeStore({ overlays: { bindPhone: { open: true, params: { authCode: 'returned-token' } } } }, { baseURL: `${server.origin}/api`, browserDefaults: true });
    render(
      withProviders(
        store,
        <>
          <LoginOverlay deps={{ sink: vi.fn() }} />
          <BindPhoneOverlay deps={{ sink: vi.fn() }} />
        </>,
      ),
    );
    expect(await screen.findByTestId('bind-phone-panel')).toBeVisible();
    act(() => void store.dispatch(openOverlay({ id: 'login' })));
    expect(screen.getByTestId('bind-phone-panel')).toBeVisible();
    const login = screen.queryByTestId('login-panel');
    expect(login === null || !login.checkVisibility()).toBe(true);
    await userEvent.click(within(screen.getByTestId('bind-phone-panel')).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('login-panel')).toBeVisible());
    expect(store.getState().overlays.login?.open).toBe(true);
  });

  it('without a client id outside the sandbox the button shows a clear toast instead of silence', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const requestIdToken = vi.fn();
    const store = setup({ clientId: undefined, requestIdToken });
    await continueWithGoogle();
    expect(await screen.findByText(GOOGLE_UNAVAILABLE, { selector: '.rv-toast__info' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[google-sign-in]', expect.stringContaining('not configured'));
    expect(requestIdToken).not.toHaveBeenCalled();
    expect(server.calls.map((c) => c.path)).toEqual(['/api/authentication/googleConfig']);
    expect(store.getState().overlays.login?.open).toBe(true);
  });

  it("says its toast in the borrower's language (Nyanja: Google is not available here)", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = makeStore({ appState: { lang: 'ny' } }, { baseURL: `${server.origin}/api` });
    await expect(store.dispatch(signInWithGoogle({ clientId: undefined }))).resolves.toBe('failed');
    await waitFor(() => expect(liveToasts()).toEqual(['Kulowa ndi Google sikukupezeka pano. Chonde lowani ndi nambala ya foni yanu.']));
  });

  it('without a client id in the sandbox the button leads to the stand-in Google page, coming back to this page', async () => {
    googleMode = 'sandbox';
    const goTo = vi.fn();
    window.history.replaceState(null, '', '/home?appChannelCode=WM2');
    setup({ clientId: undefined, goTo });
    await continueWithGoogle();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/dev/google/sign-in?return_to=%2Fhome%3FappChannelCode%3DWM2'));
    // The config call's loading toast is cleared once it has rendered; no message stays.
    await waitFor(() => expect(liveToasts()).toEqual([]));
  });

  it('a Google library load failure is reported internally only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup({ clientId: 'client', requestIdToken: () => Promise.reject(new Error('Could not load gsi/client')) });
    await continueWithGoogle();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[google-sign-in]', 'Could not load gsi/client'));
    expect(server.calls).toHaveLength(0);
    // The loading toast of the moment the sign-in method is found is gone (cleared once it has rendered); no other.
    await waitFor(() => expect(liveToasts()).toEqual([]));
  });
});
