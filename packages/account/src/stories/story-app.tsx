import { createMemoryHistory, Outlet, RouterProvider } from '@tanstack/react-router';
import type { ReactElement, ReactNode } from 'react';
import { useState } from 'react';
import { Provider } from 'react-redux';

import { createPocketStore } from '@pocket/api-client/store';
import { createDefaultAppState } from '@pocket/app-core/app-state';
import type { AppState } from '@pocket/app-core/app-state';
import { openOverlay } from '@pocket/app-core/overlays';
import type { OverlaysState } from '@pocket/app-core/overlays';
import { createAppRouter } from '@pocket/app-core/router';
import { routeIds } from '@pocket/app-core/routes';
import type { RouteId } from '@pocket/app-core/routes';
import { FeatureSlotsProvider } from '@pocket/app-core/slots';
import type { SlotMap } from '@pocket/app-core/slots';

/** A page in its app context for Storybook: a store with the given state and the app's router at `route`. */
export function StoryApp({
  page,
  route,
  appState = {},
  overlays = {},
  slots = {},
}: {
  page: () => ReactElement;
  route: string;
  appState?: Partial<AppState>;
  overlays?: OverlaysState;
  /** Stand-ins for what other features contribute to this page's slots. */
  slots?: SlotMap;
}) {
  const [{ store, router }] = useState(() => {
    const store = createPocketStore({
      preloadedState: { appState: { ...createDefaultAppState(), ...appState }, overlays },
    });
    const components: Partial<Record<RouteId, () => ReactNode>> = {};
    for (const id of routeIds) components[id] = page;
    for (const layout of ['tabs', 'authentication', 'face'] as const) components[layout] = () => <Outlet />;
    const router = createAppRouter({
      history: createMemoryHistory({ initialEntries: [route] }),
      context: {
        hasToken: () => store.getState().appState.token !== '',
        openLoginPanel: () => store.dispatch(openOverlay({ id: 'login' })),
      },
      components,
    });
    return { store, router };
  });
  return (
    <Provider store={store}>
      <FeatureSlotsProvider slots={slots}>
        <RouterProvider router={router} />
      </FeatureSlotsProvider>
    </Provider>
  );
}
