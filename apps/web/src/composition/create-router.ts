import type { RouterHistory } from '@tanstack/react-router';

import type { PocketStore } from '@pocket/api-client/store';
import type { FeatureModule } from '@pocket/app-core/feature-module';
import { openOverlay } from '@pocket/app-core/overlays';
import { createAppRouter, currentRouteId, titleOf } from '@pocket/app-core/router';

import { NotFoundPage } from '../shell/not-found-page';
import { PagePlaceholder } from '../shell/page-placeholder';
import { ShellRoot } from '../shell/shell-root';
import { TabsLayout } from '../shell/tabs-layout';
import { bindPages } from './bind-features';

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
    pages: Object.fromEntries(Object.entries(bindPages(features)).filter(([, loader]) => loader !== undefined)),
    components: { tabs: TabsLayout },
    root: ShellRoot,
    placeholder: PagePlaceholder,
    notFound: NotFoundPage,
  });
  router.subscribe('onResolved', () => {
    window.scrollTo(0, 0);
    document.title = titleOf(currentRouteId(router));
  });
  return router;
}
