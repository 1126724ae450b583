import { combineSlices, configureStore } from '@reduxjs/toolkit';

import { overlaysSlice } from '../overlays/overlays.slice';
import { appStateSlice } from './app-state.slice';
import type { AppState } from './app-state.types';

/**
 * The store app-core's own tests use: its two slices, as the app's store combines them. Every other test builds the
 * whole store with @pocket/testing's makeStore, which app-core cannot reach (it sits on api-client, which sits on
 * app-core); the persisted store of the persistence tests is persist.test-helpers' loadPage.
 */
export function makeCoreStore(appState?: AppState) {
  return configureStore({ reducer: combineSlices(appStateSlice, overlaysSlice), ...(appState ? { preloadedState: { appState } } : {}) });
}
