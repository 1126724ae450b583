import { RouterProvider } from '@tanstack/react-router';
import { Provider } from 'react-redux';

import type { PocketStore } from '@pocket/api-client/store';
import type { FeatureModule } from '@pocket/app-core/feature-module';
import type { AppRouter } from '@pocket/app-core/router';
import { PocketConfigProvider } from '@pocket/ui-kit/config';

import { FeaturesContext } from './shell/shell-root';

export interface AppProps {
  store: PocketStore;
  router: AppRouter;
  features: readonly FeatureModule[];
}

export function App({ store, router, features }: AppProps) {
  return (
    <Provider store={store}>
      <PocketConfigProvider>
        <FeaturesContext.Provider value={features}>
          <RouterProvider router={router} />
        </FeaturesContext.Provider>
      </PocketConfigProvider>
    </Provider>
  );
}
