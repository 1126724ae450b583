import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { makeStore, renderWithProviders } from '@pocket/testing/render';

import { MePage } from './me-page';

const loggedIn = (mobile: string) => makeStore({ appState: { token: 'tok', userId: '42', userInfo: { mobile } } });

describe('/me', { timeout: 15_000 }, () => {
  it("carries the route table's title 'Me'", async () => {
    await renderWithProviders(<MePage />, { store: loggedIn('0971234567'), route: '/me' });
    expect(screen.getByText('Me', { selector: '.rv-nav-bar__title' })).toBeInTheDocument();
  });

  it("shows the user's phone with characters 4 to 7 masked", async () => {
    await renderWithProviders(<MePage />, { store: loggedIn('0971234567'), route: '/me' });
    expect(screen.getByTestId('me-phone')).toHaveTextContent('097****567');
    expect(screen.queryByText(/0971234567/)).not.toBeInTheDocument();
  });

  it('masks a phone stored as E.164 the same way', async () => {
    await renderWithProviders(<MePage />, { store: loggedIn('+260961112222'), route: '/me' });
    expect(screen.getByTestId('me-phone')).toHaveTextContent('096****222');
  });

  it.each([
    ['Coupons', '/coupon'],
    ['Loan Contract', '/al'],
    ['Privacy Policy', '/agreement/privacy'],
    ['Settings', '/set'],
  ])('links %s to %s', async (title, path) => {
    const { router, user } = await renderWithProviders(<MePage />, { store: loggedIn('0971234567'), route: '/me' });
    await user.click(screen.getByText(title));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('opens the credit score popup', async () => {
    const { store, user } = await renderWithProviders(<MePage />, { store: loggedIn('0971234567'), route: '/me' });
    await user.click(screen.getByText('Credit Score'));
    expect(store.getState().overlays.creditScore?.open).toBe(true);
  });

  it("shows what other features contribute to the 'meLoans' slot inside the page", async () => {
    const Loans = () => <p>loans from another feature</p>;
    await renderWithProviders(<MePage />, { store: loggedIn('0971234567'), route: '/me', slots: { meLoans: [Loans] } });
    expect(screen.getByTestId('me-loans')).toHaveTextContent('loans from another feature');
  });

  it("'My Loans' scrolls to the loans section instead of leaving the page", async () => {
    const scrolled: Element[] = [];
    // jsdom has no layout, so scrollIntoView does not exist there; record which element was asked to scroll.
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const { router, user } = await renderWithProviders(<MePage />, { store: loggedIn('0971234567'), route: '/me' });
    await user.click(screen.getByText('My Loans'));
    expect(scrolled).toEqual([screen.getByTestId('me-loans')]);
    expect(router.state.location.pathname).toBe('/me');
  });
});
