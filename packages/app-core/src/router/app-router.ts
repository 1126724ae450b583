import { createRouter } from '@tanstack/react-router';
import type { NotFoundRouteProps, RouterHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { routeIdOfPath } from '../routes/route-match';
import { routeTable } from '../routes/route-table';
import type { RouteId } from '../routes/route-table';
import { buildRouteTree } from './route-tree';
import type { RouteTreeBindings } from './route-tree';
import type { RouterContext } from './router-context';

export interface AppRouterOptions extends Omit<RouteTreeBindings, 'currentHref'> {
  context: RouterContext;
  history?: RouterHistory;
  notFound?: (props: NotFoundRouteProps) => ReactNode;
}

/** A fresh router over the route table; each app (and each test) makes its own. */
export function createAppRouter({ context, history, notFound, ...bindings }: AppRouterOptions) {
  const holder: { router?: { state: { resolvedLocation?: { href: string } } } } = {};
  const router = createRouter({
    routeTree: buildRouteTree({ ...bindings, currentHref: () => holder.router?.state.resolvedLocation?.href }),
    context,
    ...(history ? { history } : {}),
    ...(notFound ? { defaultNotFoundComponent: notFound } : {}),
  });
  holder.router = router;
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/** The route the router shows now, or undefined on the not-found page. */
export function currentRouteId(router: AppRouter): RouteId | undefined {
  return routeIdOfPath(router.state.location.pathname);
}

export const NOT_FOUND_TITLE = 'Page not found';

/** The document title for a route: its title in the route table. */
export function titleOf(id: RouteId | undefined): string {
  return id === undefined ? NOT_FOUND_TITLE : routeTable[id].title;
}
