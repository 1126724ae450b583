import { Link, useParams } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { setMarketingShow } from '@pocket/app-core/app-state';
import { useAppSelector } from '@pocket/app-core/hooks';
import { paths } from '@pocket/app-core/routes';
import { FeatureSlot } from '@pocket/app-core/slots';

import { makeStore, renderWithProviders } from './render';

function OrderProbe() {
  const params = useParams({ strict: false });
  const token = useAppSelector((state) => state.appState.token);
  return (
    <div>
      <h1>order {params.orderId ?? 'none'}</h1>
      <p>token {token || 'none'}</p>
      <Link to={paths.set}>settings</Link>
    </div>
  );
}

describe('renderWithProviders', () => {
  it('renders the page at the given route with its params and the preloaded state', async () => {
    const store = makeStore({ appState: { token: 'tok' } });
    await renderWithProviders(<OrderProbe />, { store, route: '/billing-details/7' });
    expect(screen.getByRole('heading', { name: 'order 7' })).toBeInTheDocument();
    expect(screen.getByText('token tok')).toBeInTheDocument();
  });

  it('applies the real guard: a login-required route without a token opens the login panel', async () => {
    const { store, router } = await renderWithProviders(<OrderProbe />, { route: '/billing-details/7' });
    expect(router.state.location.pathname).toBe('/home');
    expect(store.getState().overlays.login?.open).toBe(true);
  });

  it('navigates to other pages given by the test', async () => {
    const { user } = await renderWithProviders(<OrderProbe />, {
      store: makeStore({ appState: { token: 'tok' } }),
      route: '/billing-details/7',
      pages: { set: () => <h1>settings page</h1> },
    });
    await user.click(screen.getByRole('link', { name: 'settings' }));
    expect(await screen.findByRole('heading', { name: 'settings page' })).toBeInTheDocument();
  });

  it('the store has the core slices, the api and the flag actions', () => {
    const store = makeStore();
    store.dispatch(setMarketingShow(true));
    expect(store.getState().appState.marketingShow).toBe(true);
    expect(store.getState().api).toBeDefined();
  });

  it('renders the slot contributions it is given inside the page', async () => {
    await renderWithProviders(<FeatureSlot id="meLoans" />, { route: '/agreement/privacy', slots: { meLoans: [() => <p>contributed</p>] } });
    expect(screen.getByText('contributed')).toBeInTheDocument();
  });
});
