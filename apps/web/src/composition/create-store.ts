import { createPocketStore } from '@pocket/api-client/store';
import type { FeatureModule } from '@pocket/app-core/feature-module';
import { loadCoreState, persistAppState } from '@pocket/app-core/persistence';

import { listenersOf, slicesOf } from './bind-features';

/** The app's store: what cookies and localStorage kept, every feature's slices and listeners, persisted as it changes. */
export function createAppStore(features: readonly FeatureModule[]) {
  const store = createPocketStore({
    preloadedState: loadCoreState(),
    slices: slicesOf(features),
    listeners: listenersOf(features),
  });
  persistAppState(store);
  return store;
}
