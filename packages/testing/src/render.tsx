import { createMemoryHistory, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';

import type { PocketStore } from '@pocket/api-client/store';
import { openOverlay } from '@pocket/app-core/overlays';
import { createAppRouter } from '@pocket/app-core/router';
import { routeIds } from '@pocket/app-core/routes';
import type { RouteId } from '@pocket/app-core/routes';
import { FeatureSlotsProvider } from '@pocket/app-core/slots';
import type { SlotMap } from '@pocket/app-core/slots';
import { PocketConfigProvider } from '@pocket/ui-kit/config';

import { makeStore } from './make-store';

export { makeStore } from './make-store';
export type { MakeStoreOptions, TestPreloadedState } from './make-store';

export interface RenderOptions {
  store?: PocketStore;
  /** The URL the memory history starts at, e.g. '/billing-details/7'. */
  route?: string;
  /** Other pages, for tests that navigate away from `ui`; every page not given here renders `ui`. */
  pages?: Partial<Record<RouteId, () => ReactElement>>;
  /** What features contribute to <FeatureSlot>s, e.g. `{ meLoans: [MyLoans] }`; none by default. */
  slots?: SlotMap;
}

/**
 * Renders `ui` as the page of every route, inside the store, the app's router (memory history, the real guard) and
 * react-vant's config, after the first route has loaded.
 */
export async function renderWithProviders(ui: ReactElement, { store = makeStore(), route = '/home', pages = {}, slots = {} }: RenderOptions = {}) {
  const components: Partial<Record<RouteId, () => ReactNode>> = {};
  for (const id of routeIds) components[id] = pages[id] ?? (() => ui);
  for (const layout of ['tabs', 'authentication', 'face'] as const) components[layout] = pages[layout] ?? (() => <Outlet />);
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [route] }),
    context: {
      hasToken: () => store.getState().appState.token !== '',
      openLoginPanel: () => store.dispatch(openOverlay({ id: 'login' })),
    },
    components,
    notFound: () => <p>Page not found</p>,
  });
  await router.load();
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <PocketConfigProvider>
        <FeatureSlotsProvider slots={slots}>
          <RouterProvider router={router} />
        </FeatureSlotsProvider>
      </PocketConfigProvider>
    </Provider>,
  );
  return { ...result, store, router, user };
}
