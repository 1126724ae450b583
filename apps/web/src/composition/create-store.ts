import { createPocketStore } from '@pocket/api-client/store';
import { appStarted } from '@pocket/app-core/app-state';
import type { FeatureModule } from '@pocket/app-core/feature-module';
import { browserStores, rehydrate } from '@pocket/app-core/persistence';
import type { Stores } from '@pocket/app-core/persistence';

import { publicPageGuard } from '../overlays/public-page-guard';
import { listenersOf, slicesOf } from './bind-features';
import { nextTask } from './next-task';

/**
 * The app's store: every feature's slices and listeners, the app state and the persisted feature fields kept by
 * redux-persist. Resolves once what cookies and localStorage kept is back in the store, so the router's first guard
 * decision sees the stored token.
 */
export async function createAppStore(features: readonly FeatureModule[], stores: () => Stores = browserStores) {
  const store = createPocketStore({
    slices: slicesOf(features),
    // The guard first: panels it closes at start-up are closed before any feature's start-up listener looks.
    listeners: [publicPageGuard, ...listenersOf(features)],
    persist: stores,
  });
  // Making the store, restoring what was kept and the start-up listeners are three tasks: on a slow phone, together
  // they were one long one (Lighthouse's Total Blocking Time).
  await nextTask();
  const persistor = await rehydrate(store);
  await nextTask();
  // Listeners that act once at start-up (the PWA install offer) need an action to run on.
  store.dispatch(appStarted());
  return { store, persistor };
}
