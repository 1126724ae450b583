import { afterEach } from 'vitest';

import { createPocketStore } from '@pocket/api-client/store';
import type { FeatureSlice } from '@pocket/app-core/feature-module';
import { browserStores, documentCookieJar, rehydrate } from '@pocket/app-core/persistence';

// redux-persist writes a change one field per timer tick: a page a test leaves behind stops writing when the test
// ends (what is pending is written first), so it neither writes into the next test's cookies nor after the file's
// jsdom is gone.
const loaded = new Set<Awaited<ReturnType<typeof rehydrate>>>();
afterEach(async () => {
  for (const persistor of loaded) {
    await persistor.flush();
    persistor.pause();
  }
  loaded.clear();
});

/**
 * One page load of the shell's store with a feature's slices, persisted as the app persists them (cookies, storage):
 * call it again to see what the next load gets back.
 */
export async function loadPersistedPage<State>(slices: readonly FeatureSlice[]) {
  const store = createPocketStore({ slices: [...slices], persist: browserStores });
  const persistor = await rehydrate(store);
  loaded.add(persistor);
  const state = () => store.getState() as unknown as State & { overlays: Record<string, { open: boolean; params?: unknown }> };
  return { store, persistor, state };
}

/** The value of one cookie of the page, or undefined (read as persistence reads it). */
export const cookieValue = (name: string) => documentCookieJar().get(name);

/** Forgets every cookie, localStorage and sessionStorage entry: a new visitor. */
export function clearBrowserStores(): void {
  for (const part of document.cookie.split('; ')) document.cookie = `${part.split('=')[0]}=; max-age=0; path=/`;
  window.localStorage.clear();
  window.sessionStorage.clear();
}
