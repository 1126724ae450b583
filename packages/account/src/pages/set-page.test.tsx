import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { configureApiClient } from '@pocket/api-client/client';
import { loginSucceeded } from '@pocket/app-core/app-state';
import type { AppState } from '@pocket/app-core/app-state';
import { USSD_PIN_MESSAGES } from '@pocket/contracts/api/ussd';
import { startFakeApi } from '@pocket/testing/fake-api';
import type { FakeApi } from '@pocket/testing/fake-api';
import { clearBrowserStores, cookieValue, loadPersistedPage } from '@pocket/testing/persisted-page';
import { makeStore, renderWithProviders } from '@pocket/testing/render';

import { USSD_PIN_LABEL, USSD_PIN_MISMATCH } from '../ui/ussd-pin-row';
import { SetPage } from './set-page';

let server: FakeApi;
let ussdPinSet = false;
beforeAll(async () => {
  server = await startFakeApi({
    'POST /authentication/logout': () => ({ data: null }),
    'GET /ussd/pin': () => ({ data: { set: ussdPinSet } }),
    'POST /v1/my/language': () => ({ data: { language: 'bem', chosen: true } }),
    'POST /ussd/pin': () => {
      ussdPinSet = true;
      return { data: { set: true } };
    },
  });
});
afterAll(() => server.close());

function loggedInStore() {
  const store = makeStore({
    appState: {
      token: 'tok-9',
      userId: '9',
      userInfo: { mobile: '0971234567' },
      authStep: 4,
      remind: true,
      appLoginRecord: false,
      authLoanTypeExecutedDate: '2026-11-20',
    },
  });
  configureApiClient({ store, baseURL: `${server.origin}/api` });
  return store;
}

describe('/set', { timeout: 15_000 }, () => {
  it("carries the route table's title 'Set'", async () => {
    await renderWithProviders(<SetPage />, { store: loggedInStore(), route: '/set' });
    expect(screen.getByText('Set', { selector: '.rv-nav-bar__title' })).toBeInTheDocument();
  });

  it('asks before logging out, and Cancel keeps the session', async () => {
    const store = loggedInStore();
    const { user } = await renderWithProviders(<SetPage />, { store, route: '/set' });
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText('Do you want to log out of Pocket?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(store.getState().appState.token).toBe('tok-9');
    expect(server.callsTo('/authentication/logout')).toHaveLength(0);
  });

  it('logs out: revokes the token on the server, clears the session fields of docs/product.md#states-and-transitions, goes home', async () => {
    const store = loggedInStore();
    const { router, user } = await renderWithProviders(<SetPage />, { store, route: '/set' });
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    const dialog = (await screen.findByText('Do you want to log out of Pocket?')).closest('.rv-dialog') as HTMLElement;
    await user.click(dialog.querySelector('.rv-dialog__confirm') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const revoke = server.callsTo('/authentication/logout');
    expect(revoke).toHaveLength(1);
    expect(revoke[0]!.headers.token).toBe('tok-9');
    const state = store.getState().appState;
    expect(state).toMatchObject({
      token: '',
      authStep: 1,
      userInfo: null,
      userId: '',
      remind: false,
      appLoginRecord: true,
      authLoanTypeExecutedDate: null,
    });
  });

  it('links to the consents and to closing the account under Your data (issue 32)', async () => {
    const { router, user } = await renderWithProviders(<SetPage />, { store: loggedInStore(), route: '/set' });
    expect(screen.getByText('Your data')).toBeInTheDocument();
    await user.click(screen.getByText('Consents'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consents'));
    await router.navigate({ to: '/set' });
    await user.click(await screen.findByText('Close my account'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/close-account'));
  });

  it('sets the USSD PIN in a dialog: 4 digits, not an easy guess, typed twice; the PIN is sent once and never shown (issue 31)', async () => {
    ussdPinSet = false;
    const { user } = await renderWithProviders(<SetPage />, { store: loggedInStore(), route: '/set' });
    await user.click(await screen.findByText(USSD_PIN_LABEL));
    const dialog = (await screen.findByRole('dialog', { name: 'Set USSD PIN' })) as HTMLElement;
    const pin = screen.getByLabelText('New PIN') as HTMLInputElement;
    const again = screen.getByLabelText('Repeat PIN') as HTMLInputElement;
    const save = () => user.click(dialog.querySelector('.rv-dialog__confirm') as HTMLElement);
    await user.type(pin, '1234');
    await user.type(again, '1234');
    await save();
    expect(await screen.findByText(USSD_PIN_MESSAGES.guessable)).toBeInTheDocument();
    await user.clear(pin);
    await user.type(pin, '25a80');
    expect(pin.value).toBe('2580');
    await save();
    expect(await screen.findByText(USSD_PIN_MISMATCH)).toBeInTheDocument();
    await user.clear(again);
    await user.type(again, '2580');
    await save();
    await waitFor(() => expect(server.callsTo('/ussd/pin').filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ pin: '2580' }]));
    await waitFor(() => expect(screen.getByText('Change')).toBeInTheDocument());
    expect(document.body.textContent).not.toContain('2580');
  });
});

describe('/set: the language switch (issue 48)', { timeout: 15_000 }, () => {
  it('switches to Bemba at once, sends lang: bem from then on, stores it on the account and remembers it in this browser', async () => {
    clearBrowserStores();
    const page = await loadPersistedPage<{ appState: AppState }>([]);
    page.store.dispatch(loginSucceeded({ token: 'tok-9', id: 9 }));
    configureApiClient({ store: page.store, baseURL: `${server.origin}/api` });
    const { user } = await renderWithProviders(<SetPage />, { store: page.store, route: '/set' });
    const group = screen.getByRole('group', { name: 'Language / Ululimi / Chilankhulo' });
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(group).toHaveTextContent('EnglishIchibembaChinyanja');

    await user.click(screen.getByRole('button', { name: 'Ichibemba' }));
    await waitFor(() => expect(server.callsTo('/v1/my/language')).toHaveLength(1));
    const [stored] = server.callsTo('/v1/my/language');
    expect(stored!.body).toEqual({ language: 'bem' });
    expect(stored!.headers.lang).toBe('bem');
    expect(stored!.headers.token).toBe('tok-9');
    expect(screen.getByRole('button', { name: 'Ichibemba' })).toHaveAttribute('aria-pressed', 'true');
    expect(page.state().appState.lang).toBe('bem');

    // /set's own words are now Bemba (drafts of the catalogue).
    expect(screen.getByText('Ifyakupanga', { selector: '.rv-nav-bar__title' })).toBeInTheDocument();
    expect(screen.getByText('Ifunde lya nkama')).toBeInTheDocument();
    expect(screen.queryByText('Privacy Policy')).toBeNull();

    // A later call carries the chosen language too (the spec's lang header).
    await user.click(screen.getByRole('button', { name: 'Fumeni' }));
    await user.click((await screen.findByText('Bushe mulefwaya ukufuma muli Pocket?')).closest('.rv-dialog')!.querySelector('.rv-dialog__confirm') as HTMLElement);
    await waitFor(() => expect(server.callsTo('/authentication/logout').at(-1)?.headers.lang).toBe('bem'));

    // Remembered: the next page load of this browser starts in Bemba.
    await page.persistor.flush();
    expect(cookieValue('lang')).toContain('bem');
    const next = await loadPersistedPage<{ appState: AppState }>([]);
    expect(next.state().appState.lang).toBe('bem');
    clearBrowserStores();
  });
});
