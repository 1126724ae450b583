import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

import type { PocketStore } from '@pocket/api-client/store';
import { PocketConfigProvider } from '@pocket/ui-kit/config';

/** The providers a component of this feature needs: the store and react-vant's config. */
export function withProviders(store: PocketStore, ui: ReactNode) {
  return (
    <Provider store={store}>
      <PocketConfigProvider>{ui}</PocketConfigProvider>
    </Provider>
  );
}
