import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

import { baseApi, registerApiListeners } from '@pocket/api-client/base-api';
import { configureApiClient } from '@pocket/api-client/client';
import type { Toaster } from '@pocket/api-client/toaster';
import { appStateSlice } from '@pocket/app-core/app-state';
import type { AppState } from '@pocket/app-core/app-state';
import type { AppStartListening } from '@pocket/app-core/hooks';
import { overlaysSlice } from '@pocket/app-core/overlays';
import type { OverlaysState } from '@pocket/app-core/overlays';
import { PocketConfigProvider } from '@pocket/ui-kit/config';

/** A store like the app's (app state, overlays, the api) whose client talks to `origin`. */
export function makeTestStore(
  origin: string,
  preloaded: { appState?: Partial<AppState>; overlays?: OverlaysState } = {},
  toaster?: Toaster,
  listen?: (startListening: AppStartListening) => void,
) {
  const listeners = createListenerMiddleware();
  const reducer = combineSlices(appStateSlice, overlaysSlice, baseApi);
  const initial = reducer(undefined, { type: '@@init' });
  const store = configureStore({
    reducer,
    preloadedState: {
      ...initial,
      appState: { ...initial.appState, ...preloaded.appState },
      overlays: { ...initial.overlays, ...preloaded.overlays },
    },
    middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(baseApi.middleware),
  });
  registerApiListeners(listeners.startListening as AppStartListening);
  listen?.(listeners.startListening as AppStartListening);
  configureApiClient({ store, baseURL: `${origin}/api`, ...(toaster ? { toaster } : {}) });
  return store;
}

export function withProviders(store: ReturnType<typeof makeTestStore>, ui: ReactNode) {
  return (
    <Provider store={store}>
      <PocketConfigProvider>{ui}</PocketConfigProvider>
    </Provider>
  );
}
