import { RouterProvider } from '@tanstack/react-router';
import { useMemo } from 'react';
import { Provider } from 'react-redux';

import type { PocketStore } from '@pocket/api-client/store';
import type { FeatureModule } from '@pocket/app-core/feature-module';
import type { AppRouter } from '@pocket/app-core/router';
import { FeatureSlotsProvider } from '@pocket/app-core/slots';
import { PocketConfigProvider } from '@pocket/ui-kit/config';

import { bindOverlays, bindSlots } from './composition/bind-features';
import { OverlaysContext } from './shell/shell-root';

export interface AppProps {
  store: PocketStore;
  router: AppRouter;
  features: readonly FeatureModule[];
  /**
   * Hydrating a server-rendered first screen: the store's state the server rendered it with (entry-server.tsx). The
   * hydration render reads it instead of the store (react-redux's `serverState`, useSyncExternalStore's server
   * snapshot), so it renders what the server did; components whose state moved on since render again right after.
   */
  serverState?: unknown;
}

export function App({ store, router, features, serverState }: AppProps) {
  const overlays = useMemo(() => bindOverlays(features), [features]);
  const slots = useMemo(() => bindSlots(features), [features]);
  return (
    <Provider store={store} serverState={serverState as ReturnType<PocketStore['getState']> | undefined}>
      <PocketConfigProvider>
        <OverlaysContext.Provider value={overlays}>
          <FeatureSlotsProvider slots={slots}>
            <RouterProvider router={router} />
          </FeatureSlotsProvider>
        </OverlaysContext.Provider>
      </PocketConfigProvider>
    </Provider>
  );
}
