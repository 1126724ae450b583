import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeStore } from '@pocket/testing/render';

import { App } from '../app';
import { createShellRouter } from '../composition/create-router';
import { features } from '../composition/features';

describe('the shell with the real features', () => {
  it("opening /me without a session shows the auth-login feature's login panel", async () => {
    const store = makeStore();
    const router = createShellRouter(store, features, createMemoryHistory({ initialEntries: ['/me'] }));
    render(<App store={store} router={router} features={features} />);
    expect(await screen.findByText('A Pocket Wallet For All Zambians', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it("with a session /me shows borrow's loans section through the 'meLoans' slot", async () => {
    const store = makeStore({ appState: { token: 'tok', userId: '1', userInfo: { mobile: '0971234567' } } });
    const router = createShellRouter(store, features, createMemoryHistory({ initialEntries: ['/me'] }));
    render(<App store={store} router={router} features={features} />);
    const section = await screen.findByTestId('me-loans', {}, { timeout: 15_000 });
    expect(await within(section).findByRole('heading', { name: 'My Loans' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
