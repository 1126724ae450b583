import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

import { baseApi } from '@pocket/api-client/base-api';
import { configureApiClient } from '@pocket/api-client/client';
import { appStateSlice, loginSucceeded } from '@pocket/app-core/app-state';
import type { FeatureSlice } from '@pocket/app-core/feature-module';
import { openOverlay, overlaysSlice } from '@pocket/app-core/overlays';
import type { OverlayId } from '@pocket/app-core/overlays';
import { PocketConfigProvider } from '@pocket/ui-kit/config';

import type { FakeApi } from './fake-api';


// Two shared cores run every package's tests at once: give real HTTP round trips room before a wait fails.
configure({ asyncUtilTimeout: 5_000 });

/** A store with the core slices and the api; a feature's own slices join through `slices`. */
export function makeTestStore(slices: readonly FeatureSlice[] = []) {
  return configureStore({
    reducer: combineSlices(appStateSlice, overlaysSlice, baseApi, ...slices),
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}
export type TestStore = ReturnType<typeof makeTestStore>;

/** Renders with a real store and the real api client pointed at the fake API; toasts are recorded, not shown. */
export function renderFeature(ui: ReactNode, api: FakeApi, options: { loggedIn?: boolean; overlay?: { id: OverlayId; params?: Record<string, unknown> }; slices?: readonly FeatureSlice[] } = {}) {
  const store = makeTestStore(options.slices);
  const toasts: string[] = [];
  configureApiClient({
    store,
    baseURL: api.baseURL,
    toaster: { show: (m) => toasts.push(m), fail: (m) => toasts.push(m) },
  });
  if (options.loggedIn ?? true) store.dispatch(loginSucceeded({ token: 'test-token', id: 1 }));
  if (options.overlay) store.dispatch(openOverlay(options.overlay));
  const result = render(
    <Provider store={store}>
      <PocketConfigProvider>{ui}</PocketConfigProvider>
    </Provider>,
  );
  return { ...result, store, toasts };
}
