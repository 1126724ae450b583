import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';

import { appStateSlice } from '@pocket/app-core/app-state';
import type { FeatureModule, FeatureSlice } from '@pocket/app-core/feature-module';
import type { AppStartListening } from '@pocket/app-core/hooks';
import { overlaysSlice } from '@pocket/app-core/overlays';
import { PERSIST_ACTIONS, persistedAppState, persistSlices } from '@pocket/app-core/persistence';
import type { Stores } from '@pocket/app-core/persistence';

import { baseApi, registerApiListeners } from './base-api';
import { configureApiClient } from './client';
import type { Toaster } from './toaster';

export interface PocketStoreOptions {
  /** State to start from, by slice (appState, overlays, a feature's slice...). */
  preloadedState?: Record<string, unknown>;
  slices?: FeatureSlice[];
  listeners?: NonNullable<FeatureModule['listeners']>[];
  toaster?: Toaster;
  /**
   * Keep the app state (and every slice declared with persistedSlice) between visits with redux-persist, in these
   * stores; start it with `rehydrate(store)` from @pocket/app-core/persistence. Tests leave it out.
   */
  persist?: () => Stores;
}

/**
 * The store every app and test uses: the core slices, the api and the features' slices combined with combineSlices,
 * one listener middleware for every feature's listeners, and the api client configured against it.
 */
export function createPocketStore(options: PocketStoreOptions = {}) {
  const { preloadedState, slices = [], listeners = [], toaster, persist } = options;
  // Feature slices are typed loosely (see FeatureSlice); combineSlices takes them as they are at run time.
  const [appState, ...features] = persist ? persistSlices([persistedAppState, ...slices], persist) : [appStateSlice, ...slices];
  const reducer = combineSlices(appState as typeof appStateSlice, overlaysSlice, baseApi, ...(features as [typeof appStateSlice]));
  const listenerMiddleware = createListenerMiddleware();
  const store = configureStore({
    reducer,
    preloadedState: preloadedState as Parameters<typeof reducer>[0],
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: PERSIST_ACTIONS } })
        .prepend(listenerMiddleware.middleware).concat(baseApi.middleware),
  });
  const startListening = listenerMiddleware.startListening as unknown as AppStartListening;
  registerApiListeners(startListening);
  for (const register of listeners) register(startListening);
  configureApiClient({ store, ...(toaster ? { toaster } : {}) });
  return store;
}

export type PocketStore = ReturnType<typeof createPocketStore>;
