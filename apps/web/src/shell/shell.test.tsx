import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loggedOut, setMarketingShow } from '@pocket/app-core/app-state';

import { renderShell } from './shell.test-helpers';

afterEach(() => vi.restoreAllMocks());

describe('web shell routing', () => {
  it('redirects / to /home inside the layout root capped at 750 px', async () => {
    const { router } = await renderShell('/');
    expect(await screen.findByRole('heading', { name: 'home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByTestId('layout-root')).toHaveStyle({ maxWidth: '750px' });
  });

  it('shows the tabs home, member and me', async () => {
    await renderShell('/home');
    await screen.findByRole('heading', { name: 'home page' });
    for (const tab of ['Home', 'Member', 'Me']) expect(screen.getByText(tab)).toBeInTheDocument();
  });

  it('guard: /me without a session token stays blocked and the login panel opens instead', async () => {
    const { router, store } = await renderShell('/me');
    expect(await screen.findByRole('dialog', { name: 'login panel' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(store.getState().appState.loginShow).toBe(true);
    expect(screen.queryByRole('heading', { name: 'me page' })).not.toBeInTheDocument();
  });

  it("guard: choosing the 'Me' tab without a token opens the login panel and keeps home on screen", async () => {
    const { user, router } = await renderShell('/home');
    await screen.findByRole('heading', { name: 'home page' });
    await user.click(screen.getByText('Me'));
    expect(await screen.findByRole('dialog', { name: 'login panel' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('with a session token /me shows the me page', async () => {
    await renderShell('/me', { appState: { token: 'tok' } });
    expect(await screen.findByRole('heading', { name: 'me page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'login panel' })).not.toBeInTheDocument();
  });

  it("a feature's slot contribution shows inside another feature's page", async () => {
    await renderShell('/me', { appState: { token: 'tok' } });
    expect(await screen.findByText('loans contributed by home-test')).toBeInTheDocument();
    expect(screen.getByText('me page')).toBeInTheDocument();
  });

  it('a session that ends on a login-required page goes back to /home', async () => {
    const { store, router } = await renderShell('/set', { appState: { token: 'tok' } });
    await screen.findByRole('heading', { name: 'set page' });
    store.dispatch(loggedOut());
    expect(await screen.findByRole('heading', { name: 'home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('a session that ends on a page open to everyone stays there', async () => {
    const { store, router } = await renderShell('/agreement/privacy', { appState: { token: 'tok' } });
    await screen.findByTestId('page-placeholder');
    store.dispatch(loggedOut());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/agreement/privacy');
  });

  it('sets the page title of each route', async () => {
    const { router } = await renderShell('/billing-details/5', { appState: { token: 'tok' } });
    await screen.findByRole('heading', { name: 'billing page' });
    await waitFor(() => expect(document.title).toBe('Billing Details'));
    await router.navigate({ to: '/agreement/privacy' });
    await waitFor(() => expect(document.title).toBe('Privacy Policy'));
  });

  it('resets the scroll to the top on every navigation', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = await renderShell('/home', { appState: { token: 'tok' } });
    await screen.findByRole('heading', { name: 'home page' });
    scrollTo.mockClear();
    await router.navigate({ to: '/set' });
    await screen.findByRole('heading', { name: 'set page' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await router.navigate({ to: '/home' });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('shows the not-found page for an unknown path', async () => {
    await renderShell('/no/such/page');
    expect(await screen.findByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    await waitFor(() => expect(document.title).toBe('Page not found'));
  });

  it("says the not-found page in the borrower's language (Nyanja), the link still home", async () => {
    await renderShell('/no/such/page', { appState: { lang: 'ny' } });
    expect(await screen.findByText('Tsamba limene mukufuna kulibe.')).toBeInTheDocument();
    expect(screen.getByText('Tsamba silinapezeke')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bwererani Kunyumba' })).toHaveAttribute('href', '/home');
    // The empty state's picture is named in Nyanja too (ui-kit's words).
    expect(await screen.findByRole('img', { name: 'Palibe kanthu' })).toBeInTheDocument();
  });

  it('shows a placeholder with the title for a page no feature provides yet', async () => {
    await renderShell('/qp');
    expect(await screen.findByTestId('page-placeholder')).toHaveTextContent('Loan bills');
  });
});

describe('overlay host', () => {
  it('the marketing flag opens its popup; closing it unmounts it after the exit animation', async () => {
    const { store, user } = await renderShell('/home');
    await screen.findByRole('heading', { name: 'home page' });
    expect(screen.queryByRole('dialog', { name: 'marketing' })).not.toBeInTheDocument();
    store.dispatch(setMarketingShow(true));
    expect(await screen.findByRole('dialog', { name: 'marketing' })).toHaveAttribute('data-open', 'true');
    await user.click(screen.getByRole('button', { name: 'close marketing' }));
    expect(store.getState().appState.marketingShow).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'marketing' })).not.toBeInTheDocument());
  });
});
