import { configureApiClient } from '@pocket/api-client/client';
import { createPocketStore } from '@pocket/api-client/store';
import type { PocketStore } from '@pocket/api-client/store';
import type { Toaster } from '@pocket/api-client/toaster';
import { createDefaultAppState } from '@pocket/app-core/app-state';
import type { AppState } from '@pocket/app-core/app-state';
import type { FeatureModule, FeatureSlice } from '@pocket/app-core/feature-module';
import type { OverlaysState } from '@pocket/app-core/overlays';

export interface TestPreloadedState {
  /** Merged over the defaults, so `{ appState: { token: 't' } }` is a logged-in user. */
  appState?: Partial<AppState>;
  overlays?: OverlaysState;
  [slice: string]: unknown;
}

export interface MakeStoreOptions {
  slices?: readonly FeatureSlice[];
  listeners?: NonNullable<FeatureModule['listeners']>[];
  toaster?: Toaster;
  /** Points the api client at a test server (e.g. the fake API's `baseURL`); the app's own `/api` otherwise. */
  baseURL?: string;
  /** Default app state as this browser (jsdom's address and user agent) would start it, instead of a blank one. */
  browserDefaults?: boolean;
}

/**
 * The one store builder of every test: the store as the app builds it (createPocketStore: core slices, the api, the
 * given feature slices and listeners, the api client configured against it), starting from the given state.
 */
export function makeStore(preloadedState: TestPreloadedState = {}, options: MakeStoreOptions = {}): PocketStore {
  const { baseURL, browserDefaults = false, slices = [], ...rest } = options;
  const defaults = browserDefaults ? createDefaultAppState() : createDefaultAppState({ search: '', userAgent: '' });
  const appState = { ...defaults, ...preloadedState.appState };
  const store = createPocketStore({
    ...rest,
    slices: [...slices],
    preloadedState: { ...preloadedState, appState, overlays: preloadedState.overlays ?? {} },
  });
  if (baseURL !== undefined) configureApiClient({ store, baseURL, ...(rest.toaster ? { toaster: rest.toaster } : {}) });
  return store;
}
