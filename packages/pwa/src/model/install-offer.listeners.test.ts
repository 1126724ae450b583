import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { appStarted, appStateSlice, setLang } from '@pocket/app-core/app-state';
import type { AppStartListening } from '@pocket/app-core/hooks';
import { overlaysSlice, selectOverlayOpen, selectOverlayParams } from '@pocket/app-core/overlays';

import type { OfferContext } from '../install/install-offer';
import { installOfferListeners } from './install-offer.listeners';
import type { InstallOfferDeps } from './install-offer.listeners';

function setUp(context: Partial<OfferContext>, capture: InstallOfferDeps['capture'] = () => ({ available: () => true })) {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: combineSlices(appStateSlice, overlaysSlice),
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  });
  const deps: InstallOfferDeps = {
    capture,
    context: (promptAvailable) => ({ promptAvailable, platform: 'other', standalone: false, ...context }),
  };
  const stop = installOfferListeners(listener.startListening as AppStartListening, deps);
  const open = () => selectOverlayOpen(store.getState(), 'pwaInstall');
  return { store, stop, open, params: () => selectOverlayParams(store.getState(), 'pwaInstall') };
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
});
