import { createMemoryHistory, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';

import { createPocketStore } from '@pocket/api-client/store';
import type { PocketStore } from '@pocket/api-client/store';
import type { Toaster } from '@pocket/api-client/toaster';
import { createDefaultAppState } from '@pocket/app-core/app-state';
import type { AppState } from '@pocket/app-core/app-state';
import type { FeatureModule, FeatureSlice } from '@pocket/app-core/feature-module';
import { openOverlay } from '@pocket/app-core/overlays';
import type { OverlaysState } from '@pocket/app-core/overlays';
import { createAppRouter } from '@pocket/app-core/router';
import { routeIds } from '@pocket/app-core/routes';
import type { RouteId } from '@pocket/app-core/routes';
import { FeatureSlotsProvider } from '@pocket/app-core/slots';
import type { SlotMap } from '@pocket/app-core/slots';
import { PocketConfigProvider } from '@pocket/ui-kit/config';

export interface TestPreloadedState {
  /** Merged over the defaults, so `{ appState: { token: 't' } }` is a logged-in user. */
  appState?: Partial<AppState>;
  overlays?: OverlaysState;
  [slice: string]: unknown;
}

export interface MakeStoreOptions {
  slices?: FeatureSlice[];
  listeners?: NonNullable<FeatureModule['listeners']>[];
  toaster?: Toaster;
}

/** A store as the app builds it (core slices, api, your slices), starting from the given state. */
export function makeStore(preloadedState: TestPreloadedState = {}, options: MakeStoreOptions = {}): PocketStore {
  const appState = { ...createDefaultAppState({ search: '', userAgent: '' }), ...preloadedState.appState };
  return createPocketStore({
    ...options,
    preloadedState: { ...preloadedState, appState, overlays: preloadedState.overlays ?? {} },
  });
}

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
