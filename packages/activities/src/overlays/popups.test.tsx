import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { closeOverlay } from '@pocket/app-core/overlays';
import { makeStore, renderWithProviders } from '@pocket/testing/render';

import { BANNERS, NOTICES } from '../fixtures/activities.fixtures';
import HolidaysOverlay from './holidays-overlay';
import MarketingOverlay from './marketing-overlay';

// react-vant's Swiper watches its slides with IntersectionObserver, which jsdom lacks.
globalThis.IntersectionObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;

const loggedIn = { token: 't', userId: '7', marketList: BANNERS, holidaysList: NOTICES };

beforeEach(() => window.localStorage.clear());

describe('marketing popup', () => {
  it('shows the banners after login; a tapped banner leads to its activity and closes the popup', async () => {
    const store = makeStore({ appState: loggedIn, overlays: { marketing: { open: true } } });
    const { user, router } = await renderWithProviders(<MarketingOverlay />, { store });
    expect(await screen.findAllByRole('button', { name: 'Spin the wheel every day' })).not.toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: 'Spin the wheel every day' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity/turntable'));
    expect(store.getState().overlays.marketing?.open).toBe(false);
  });

  it('at most once a day: opened again the same day it closes itself unseen', async () => {
    window.localStorage.setItem('pocket.activities.shown.marketing.7', new Date(Date.now() + 7_200_000).toISOString().slice(0, 10));
    const store = makeStore({ appState: loggedIn, overlays: { marketing: { open: true } } });
    await renderWithProviders(<MarketingOverlay />, { store });
    await waitFor(() => expect(store.getState().overlays.marketing?.open).toBe(false));
    expect(screen.queryByRole('dialog', { name: 'Offers' })).not.toBeInTheDocument();
  });

  it('never covers the login panel, a payment popup or the holidays popup: it waits until they close', async () => {
    const store = makeStore({ appState: loggedIn, overlays: { marketing: { open: true }, repay: { open: true }, holidays: { open: true } } });
    await renderWithProviders(<MarketingOverlay />, { store });
    expect(screen.queryByRole('dialog', { name: 'Offers' })).not.toBeInTheDocument();
    expect(store.getState().overlays.marketing?.open).toBe(true); // still waiting its turn
    store.dispatch(closeOverlay('repay'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog', { name: 'Offers' })).not.toBeInTheDocument();
    store.dispatch(closeOverlay('holidays'));
    expect(await screen.findByRole('dialog', { name: 'Offers' })).toBeInTheDocument();
  });
});

describe('holidays popup', () => {
  it('shows the current notices and closes with Got it', async () => {
    const store = makeStore({ appState: loggedIn, overlays: { holidays: { open: true } } });
    const { user } = await renderWithProviders(<HolidaysOverlay />, { store });
    expect(await screen.findByText('Christmas Day and Boxing Day')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(store.getState().overlays.holidays?.open).toBe(false);
  });

  it('never covers the login panel', async () => {
    const store = makeStore({ appState: loggedIn, overlays: { holidays: { open: true }, login: { open: true } } });
    await renderWithProviders(<HolidaysOverlay />, { store });
    expect(screen.queryByText('Christmas Day and Boxing Day')).not.toBeInTheDocument();
  });
});
