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
}

export function App({ store, router, features }: AppProps) {
  const overlays = useMemo(() => bindOverlays(features), [features]);
  const slots = useMemo(() => bindSlots(features), [features]);
  return (
    <Provider store={store}>
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
