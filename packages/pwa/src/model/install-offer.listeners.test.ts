import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { appStarted, setLang } from '@pocket/app-core/app-state';
import { closeOverlay, openOverlay, overlaysSlice, selectOverlayOpen, selectOverlayParams } from '@pocket/app-core/overlays';
import { makeStore } from '@pocket/testing/make-store';

import type { OfferContext } from '../install/install-offer';
import { installOfferListeners } from './install-offer.listeners';
import type { InstallOfferDeps } from './install-offer.listeners';

interface Around {
  pathname?: string;
  launchedFromApp?: boolean;
  closedAt?: number | null;
}

const NOW = Date.UTC(2026, 10, 22, 12);

function setUp(
  context: Partial<OfferContext>,
  capture: InstallOfferDeps['capture'] = () => ({ available: () => true }),
  around: Around = {},
) {
  const deps: InstallOfferDeps = {
    capture,
    context: (promptAvailable) => ({ promptAvailable, platform: 'other', standalone: false, ...context }),
    launchedFromApp: () => around.launchedFromApp ?? false,
    pathname: () => around.pathname ?? '/home',
    closedAt: () => around.closedAt ?? null,
    rememberClosed: (at) => remembered.push(at),
    now: () => NOW,
  };
  const remembered: number[] = [];
  let stop = () => undefined as void;
  const store = makeStore({}, { browserDefaults: true, listeners: [(start) => (stop = installOfferListeners(start, deps))] });
  const open = () => selectOverlayOpen(store.getState(), 'pwaInstall');
  return { store, stop, open, remembered, params: () => selectOverlayParams(store.getState(), 'pwaInstall') };
}

describe('install offer at start-up', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the Add To Desktop popup 1 s after start when the browser gave a prompt', async () => {
    const { store, open, params } = setUp({});
    store.dispatch(appStarted());
    await vi.advanceTimersByTimeAsync(999);
    expect(open()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(open()).toBe(true);
    expect(params()).toEqual({ offer: 'prompt' });
  });

  it('opens the iOS steps on iOS, where there is no prompt', async () => {
    const { store, params } = setUp({ platform: 'ios' }, () => ({ available: () => false }));
    store.dispatch(appStarted());
    await vi.advanceTimersByTimeAsync(1000);
    expect(params()).toEqual({ offer: 'ios' });
  });

  it('waits for the app to start, not for any action', async () => {
    const { store, open } = setUp({});
    store.dispatch(setLang('en'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(open()).toBe(false);
  });

  it('checks once only', async () => {
    const { store, open } = setUp({});
    store.dispatch(appStarted());
    await vi.advanceTimersByTimeAsync(1000);
    store.dispatch(overlaysSlice.actions.closeOverlay('pwaInstall'));
    store.dispatch(appStarted());
    await vi.advanceTimersByTimeAsync(5000);
    expect(open()).toBe(false);
  });

  it('stays silent without install support', async () => {
    const { store, open } = setUp({ platform: 'android-chrome' }, () => ({ available: () => false }));
    store.dispatch(appStarted());
    await vi.advanceTimersByTimeAsync(2000);
    expect(open()).toBe(false);
  });

  it('does nothing without a browser window', async () => {
    const { store, open } = setUp({}, () => null);
    store.dispatch(appStarted());
    await vi.advanceTimersByTimeAsync(2000);
    expect(open()).toBe(false);
  });

  it('does not open over the login panel (or any other overlay) and waits for another visit', async () => {
    const { store, open } = setUp({});
    store.dispatch(openOverlay({ id: 'login' }));
    store.dispatch(appStarted());
    await vi.advanceTimersByTimeAsync(1000);
    expect(open()).toBe(false);
    store.dispatch(closeOverlay('login'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(open()).toBe(false);
  });

  it('does not open in the middle of KYC', async () => {
    const { store, open } = setUp({}, undefined, { pathname: '/authentication/identity' });
    store.dispatch(appStarted());
    await vi.advanceTimersByTimeAsync(1000);
    expect(open()).toBe(false);
  });

  it('does not open in the installed app (source=pwa or display-mode standalone)', async () => {
    const launched = setUp({}, undefined, { launchedFromApp: true });
    launched.store.dispatch(appStarted());
    const standalone = setUp({ standalone: true });
    standalone.store.dispatch(appStarted());
    await vi.advanceTimersByTimeAsync(1000);
    expect(launched.open()).toBe(false);
    expect(standalone.open()).toBe(false);
  });

  it('closing it is remembered, and within 7 days it does not come back', async () => {
    const first = setUp({});
    first.store.dispatch(appStarted());
    await vi.advanceTimersByTimeAsync(1000);
    first.store.dispatch(closeOverlay('pwaInstall'));
    expect(first.remembered).toEqual([NOW]);

    const nextVisit = setUp({}, undefined, { closedAt: NOW - 6 * 24 * 3600 * 1000 });
    nextVisit.store.dispatch(appStarted());
    await vi.advanceTimersByTimeAsync(1000);
    expect(nextVisit.open()).toBe(false);

    const weekLater = setUp({}, undefined, { closedAt: NOW - 7 * 24 * 3600 * 1000 });
    weekLater.store.dispatch(appStarted());
    await vi.advanceTimersByTimeAsync(1000);
    expect(weekLater.open()).toBe(true);
  });

  it('gives way when another overlay opens over it, without counting that as the borrower closing it', async () => {
    const { store, open, remembered } = setUp({});
    store.dispatch(appStarted());
    await vi.advanceTimersByTimeAsync(1000);
    expect(open()).toBe(true);
    store.dispatch(openOverlay({ id: 'repay' }));
    expect(open()).toBe(false);
    expect(remembered).toEqual([]);
  });
});
