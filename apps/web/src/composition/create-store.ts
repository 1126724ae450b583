import { createPocketStore } from '@pocket/api-client/store';
import { appStarted } from '@pocket/app-core/app-state';
import type { FeatureModule } from '@pocket/app-core/feature-module';
import { loadCoreState, persistAppState } from '@pocket/app-core/persistence';

import { publicPageGuard } from '../overlays/public-page-guard';
import { listenersOf, slicesOf } from './bind-features';

/** The app's store: what cookies and localStorage kept, every feature's slices and listeners, persisted as it changes. */
export function createAppStore(features: readonly FeatureModule[]) {
  const store = createPocketStore({
    preloadedState: loadCoreState(),
    slices: slicesOf(features),
    // The guard first: panels it closes at start-up are closed before any feature's start-up listener looks.
    listeners: [publicPageGuard, ...listenersOf(features)],
  });
  persistAppState(store);
  // Listeners that act once at start-up (the PWA install offer) need an action to run on; a preloaded store has none.
  store.dispatch(appStarted());
  return store;
}
