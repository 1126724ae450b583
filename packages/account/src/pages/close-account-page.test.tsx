import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { configureApiClient } from '@pocket/api-client/client';
import { CLOSE_ACCOUNT_TEXTS as TEXT } from '@pocket/contracts/api/account-closure';
import { startFakeApi, type FakeApi } from '@pocket/testing/fake-api';
import { makeStore, renderWithProviders } from '@pocket/testing/render';

import CloseAccountPage, { CLOSE_PAGE } from './close-account-page';

let server: FakeApi;
let owed = 0;
let credit = 0;
beforeAll(async () => {
  server = await startFakeApi({
    'GET /account/close': () => ({
      data:
        owed > 0
          ? { canClose: false, owed, blocks: [{ kind: 'bills', amount: owed, text: 'unpaid bills K1,050.50' }], message: TEXT.owes('K1,050.50', 'unpaid bills K1,050.50'), consequence: TEXT.consequence }
          : credit > 0
            ? { canClose: false, owed: 0, blocks: [{ kind: 'credit', amount: credit, text: 'credit K20.00' }], message: TEXT.credit('K20.00'), consequence: TEXT.consequence }
            : { canClose: true, owed: 0, blocks: [], message: null, consequence: TEXT.consequence },
    }),
    'POST /account/close/sendCode': () => ({ data: { nextSendInSeconds: 60, expiresInSeconds: 300 } }),
    'POST /account/close': () => ({ data: { closed: true, message: TEXT.closed } }),
  });
});
afterAll(() => server.close());

function render() {
  const toasts: string[] = [];
  const store = makeStore({ appState: { token: 'tok-9', userId: '9', userInfo: { mobile: '0971234567' } } });
  configureApiClient({ store, baseURL: `${server.origin}/api`, toaster: { show: (m) => toasts.push(m), fail: (m) => toasts.push(m) } });
  return renderWithProviders(<CloseAccountPage />, { store, route: '/close-account' }).then((r) => ({ ...r, store, toasts }));
}

describe('/close-account (issue 32)', { timeout: 15_000 }, () => {
  it('while money is owed: says the amount and offers the bills, and no code can be asked for', async () => {
    owed = 105_050;
    const { user, router } = await render();
    expect(await screen.findByText(TEXT.owes('K1,050.50', 'unpaid bills K1,050.50'))).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Verification code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CLOSE_PAGE.repay }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('while credit is held (issue 42): says so and offers Help to ask for it to be paid out, and no code can be asked for', async () => {
    owed = 0;
    credit = 2000;
    const { user, router } = await render();
    expect(await screen.findByText(TEXT.credit('K20.00'))).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Verification code')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CLOSE_PAGE.repay })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CLOSE_PAGE.credit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'));
    credit = 0;
  });

  it('names the consequence, needs the box ticked and the SMS code, then closes, signs this device out and goes home', async () => {
    owed = 0;
    const { user, router, store, toasts } = await render();
    expect(await screen.findByText(TEXT.consequence)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CLOSE_PAGE.button }));
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.confirmNeeded);
    await user.click(screen.getByText(TEXT.confirmLabel));
    await user.click(screen.getByRole('button', { name: CLOSE_PAGE.button }));
    expect(screen.getByRole('alert')).toHaveTextContent(CLOSE_PAGE.codeNeeded);
    expect(server.callsTo('/account/close').filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Obtain' }));
    await waitFor(() => expect(server.callsTo('/account/close/sendCode')).toHaveLength(1));
    await user.type(screen.getByPlaceholderText('Verification code'), '4321');
    await user.click(screen.getByRole('button', { name: CLOSE_PAGE.button }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(server.callsTo('/account/close').filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ code: '4321', confirm: true }]);
    expect(store.getState().appState.token).toBe('');
    expect(toasts).toContain(TEXT.closed);
  });
});
