import { appStarted, selectHasToken } from '@pocket/app-core/app-state';
import type { AppStartListening } from '@pocket/app-core/hooks';
import { HOME_PATH } from '@pocket/app-core/routes';

export interface BorrowListenerDeps {
  /** The path the visit started on. */
  path?: () => string;
}

/** Where the products are the first thing shown: the landing page. */
const LANDING_PATHS = ['/', HOME_PATH];

/**
 * A visit that lands on home asks for the products (the limit and the amount card) at start-up, while the router is
 * made and the page's code runs, not after the page's first render: the page's query then finds its request in
 * flight (the same arguments, one request). On a slow phone that first render is a second or more of waiting.
 */
export function registerBorrowListeners(startListening: AppStartListening, deps: BorrowListenerDeps = {}): () => void {
  const path = deps.path ?? (() => window.location.pathname);
  return startListening({
    actionCreator: appStarted,
    effect: async (_action, api) => {
      if (!LANDING_PATHS.includes(path())) return;
      // Its code is a small chunk the page preloads with its own (not the start-up's bundle: 1 KiB more on /home's
      // first load when it was), and the import lets the request start in a task of its own, not the store's.
      const { productListApi } = await import('../api/product-list');
      api.dispatch(productListApi.endpoints.getProductList.initiate({ signed: selectHasToken(api.getState()) }, { subscribe: false }));
    },
  });
}
