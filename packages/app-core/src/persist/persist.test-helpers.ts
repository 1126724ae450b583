import { combineSlices, configureStore } from '@reduxjs/toolkit';


import type { Environment } from '../app-state/app-state.defaults';
import { APP_STATE_LAYOUT, restoreAppState } from '../app-state/app-state.persist';
import { appStateSlice } from '../app-state/app-state.slice';
import { documentCookieJar } from '../app-state/cookie-jar';
import type { CookieJar } from '../app-state/cookie-jar';
import type { FeatureSlice } from '../feature-module';
import { overlaysSlice } from '../overlays/overlays.slice';
import type { Stores } from './field-storage';
import { PERSIST_ACTIONS, persistedSlice, persistSlices, rehydrate } from './persisted-slice';

export const env: Environment = { search: '', userAgent: 'Mozilla/5.0 (Linux; Android 13; TECNO KI5q)' };

export function clearBrowserStores() {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
}

/** A cookie jar over document.cookie that remembers each write's max-age (undefined: a session cookie). */
export function recordingJar(): CookieJar & { maxAgeOf: Map<string, number | undefined> } {
  const jar = documentCookieJar();
  const maxAgeOf = new Map<string, number | undefined>();
  return {
    maxAgeOf,
    get: jar.get,
    remove: jar.remove,
    set(name, value, maxAge) {
      maxAgeOf.set(name, maxAge);
      jar.set(name, value, maxAge);
    },
  };
}

export function browserTestStores(cookies: CookieJar = documentCookieJar()): () => Stores {
  return () => ({ cookies, local: window.localStorage, session: window.sessionStorage });
}

/** A store as the shell makes one, started (rehydrated) on the given stores: one "page load". */
export async function loadPage(options: { env?: Environment; slices?: FeatureSlice[]; stores?: () => Stores } = {}) {
  const appState = persistedSlice(appStateSlice, {
    fields: APP_STATE_LAYOUT,
    restore: (stored) => restoreAppState(stored, options.env ?? env),
  });
  const [core, ...features] = persistSlices([appState, ...(options.slices ?? [])], options.stores ?? browserTestStores());
  const store = configureStore({
    reducer: combineSlices(core as typeof appStateSlice, overlaysSlice, ...(features as [typeof overlaysSlice])),
    middleware: (getDefault) => getDefault({ serializableCheck: { ignoredActions: PERSIST_ACTIONS } }),
  });
  const persistor = await rehydrate(store);
  await persistor.flush();
  return { store, persistor, state: () => store.getState() as ReturnType<typeof store.getState> & Record<string, unknown> };
}
