import type { RouterHistory } from '@tanstack/react-router';

import type { PocketStore } from '@pocket/api-client/store';
import type { FeatureModule } from '@pocket/app-core/feature-module';
import { openOverlay } from '@pocket/app-core/overlays';
import { createAppRouter, currentRouteId, titleOf } from '@pocket/app-core/router';
import type { AppRouter } from '@pocket/app-core/router';
import { HOME_PATH, needsLoginPanel } from '@pocket/app-core/routes';
import type { RouteId } from '@pocket/app-core/routes';
import { preloadSlotsOf } from '@pocket/app-core/slots';

import { NotFoundPage } from '../shell/not-found-page';
import { PagePlaceholder } from '../shell/page-placeholder';
import { ShellRoot } from '../shell/shell-root';
import { TabsLayout } from '../shell/tabs-layout';
import { bindPages, bindSlots } from './bind-features';

/** A session that ends (logout, or a 401) on a page that needs login falls back to /home, as the guard would. */
function leaveGuardedPageOnLogout(store: PocketStore, router: AppRouter) {
  let hadToken = store.getState().appState.token !== '';
  store.subscribe(() => {
    const hasToken = store.getState().appState.token !== '';
    const id = currentRouteId(router);
    if (hadToken && !hasToken && id !== undefined && needsLoginPanel(id, false)) {
      void router.navigate({ to: HOME_PATH, replace: true });
    }
    hadToken = hasToken;
  });
}

/**
 * Every feature's page, bound by route id; loading a page also starts loading what other features contribute to the
 * slots it renders, so that they arrive with the page (one round of requests on a slow link, not two).
 */
function pagesOf(features: readonly FeatureModule[]) {
  const slots = bindSlots(features);
  return Object.fromEntries(
    Object.entries(bindPages(features)).flatMap(([id, loader]) =>
      loader
        ? [
            [
              id,
              () => {
                preloadSlotsOf(id as RouteId, slots);
                return loader();
              },
            ],
          ]
        : [],
    ),
  );
}

/**
 * The router of the shell: every feature's pages bound lazily by route id, the guard reading the store, and after
 * every navigation the scroll back at the top and the route's title on the document.
 */
export function createShellRouter(store: PocketStore, features: readonly FeatureModule[], history?: RouterHistory) {
  const router = createAppRouter({
    ...(history ? { history } : {}),
    context: {
      hasToken: () => store.getState().appState.token !== '',
      openLoginPanel: () => store.dispatch(openOverlay({ id: 'login' })),
    },
    pages: pagesOf(features),
    components: { tabs: TabsLayout },
    root: ShellRoot,
    placeholder: PagePlaceholder,
    notFound: NotFoundPage,
  });
  router.subscribe('onResolved', () => {
    window.scrollTo(0, 0);
    document.title = titleOf(currentRouteId(router));
  });
  leaveGuardedPageOnLogout(store, router);
  return router;
}
