import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';

import { appStateSlice } from '@pocket/app-core/app-state';
import type { FeatureModule, FeatureSlice } from '@pocket/app-core/feature-module';
import type { AppStartListening } from '@pocket/app-core/hooks';
import { overlaysSlice } from '@pocket/app-core/overlays';

import { baseApi, registerApiListeners } from './base-api';
import { configureApiClient } from './client';
import type { Toaster } from './toaster';

export interface PocketStoreOptions {
  /** State to start from, by slice (appState, overlays, a feature's slice...). */
  preloadedState?: Record<string, unknown>;
  slices?: FeatureSlice[];
  listeners?: NonNullable<FeatureModule['listeners']>[];
  toaster?: Toaster;
}

/**
 * The store every app and test uses: the core slices, the api and the features' slices combined with combineSlices,
 * one listener middleware for every feature's listeners, and the api client configured against it.
 */
export function createPocketStore({ preloadedState, slices = [], listeners = [], toaster }: PocketStoreOptions = {}) {
  // Feature slices are typed loosely (see FeatureSlice); combineSlices takes them as they are at run time.
  const reducer = combineSlices(appStateSlice, overlaysSlice, baseApi, ...(slices as [typeof appStateSlice]));
  const listenerMiddleware = createListenerMiddleware();
  const store = configureStore({
    reducer,
    preloadedState: preloadedState as Parameters<typeof reducer>[0],
    middleware: (getDefault) => getDefault().prepend(listenerMiddleware.middleware).concat(baseApi.middleware),
  });
  const startListening = listenerMiddleware.startListening as unknown as AppStartListening;
  registerApiListeners(startListening);
  for (const register of listeners) register(startListening);
  configureApiClient({ store, ...(toaster ? { toaster } : {}) });
  return store;
}

export type PocketStore = ReturnType<typeof createPocketStore>;
