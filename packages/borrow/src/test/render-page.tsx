import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';

import type { PocketStore } from '@pocket/api-client/store';
import { loginSucceeded, userInfoLoaded } from '@pocket/app-core/app-state';
import type { FakeApi } from '@pocket/testing/fake-api';
import { makeStore } from '@pocket/testing/make-store';
import { PocketConfigProvider } from '@pocket/ui-kit/config';

import type { LoanAsk } from '../api/product-trial';
import { borrowSlice, productApplied } from '../model/borrow.slice';


/** The store with borrow's own slice, as the feature injects it. */
type WithBorrow = Omit<PocketStore, 'getState'> & { getState: () => ReturnType<PocketStore['getState']> & { borrow: ReturnType<typeof borrowSlice.getInitialState> } };

/**
 * Renders a page at a path inside a real memory router, store and api client (pointed at the fake API). Other
 * paths render their own path as text, so a test can see where the page navigated.
 */
export function renderPage(
  Page: () => ReactElement,
  api: FakeApi,
  /** lang: the language this browser kept from an earlier visit (the `lang` cookie); English when absent. */
  options: { path: string; loggedIn?: boolean; appliedProduct?: LoanAsk; mobile?: string; lang?: string },
) {
  const toasts: string[] = [];
  const toaster = { show: (m: string) => toasts.push(m), fail: (m: string) => toasts.push(m) };
  const store = makeStore(options.lang ? { appState: { lang: options.lang } } : {}, { slices: [borrowSlice], toaster, baseURL: api.baseURL, browserDefaults: true }) as WithBorrow;
  if (options.loggedIn ?? true) {
    store.dispatch(loginSucceeded({ token: 'test-token', id: 1 }));
    store.dispatch(userInfoLoaded({ mobile: options.mobile ?? '0961234567' }));
  }
  if (options.appliedProduct !== undefined) store.dispatch(productApplied(options.appliedProduct));

  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: options.path, component: Page });
  const elsewhere = createRoute({
    getParentRoute: () => root,
    path: '$',
    component: function Elsewhere() {
      return <p data-testid="navigated-to">{router.state.location.pathname}</p>;
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([page, elsewhere]),
    history: createMemoryHistory({ initialEntries: [options.path] }),
  });
  const result = render(
    <Provider store={store}>
      <PocketConfigProvider>
        <RouterProvider router={router} />
      </PocketConfigProvider>
    </Provider>,
  );
  return { ...result, store, toasts, router };
}
