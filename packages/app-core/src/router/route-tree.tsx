import { createRootRouteWithContext, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import type { AnyRoute, RouteComponent } from '@tanstack/react-router';

import type { PageLoader } from '../feature-module';
import { routeIdOfPath } from '../routes/route-match';
import { HOME_PATH, needsLoginPanel, routeTable, segmentOf } from '../routes/route-table';
import type { RouteId, RoutesWithPath, SegmentOf } from '../routes/route-table';
import type { RouterContext } from './router-context';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    routeId?: RouteId;
  }
}

export interface RouteTreeBindings {
  /** Lazy page modules by route id (one chunk per feature). */
  pages?: Partial<Record<RouteId, PageLoader>>;
  /** Components bound directly (the shell's own layouts, tests). They win over pages. */
  components?: Partial<Record<RouteId, RouteComponent>>;
  /** Shown for a page no feature provides yet. */
  placeholder?: RouteComponent;
  root?: RouteComponent;
  /** Where a blocked navigation stays: the page on screen, if anonymous users may see it. */
  currentHref?: () => string | undefined;
}

function guard(id: RouteId, currentHref: () => string | undefined) {
  // The context is typed loosely here because each route's beforeLoad sees its own context type.
  return ({ context }: { context: unknown }) => {
    const { hasToken, openLoginPanel } = context as RouterContext;
    if (!needsLoginPanel(id, hasToken())) return;
    openLoginPanel();
    const here = currentHref();
    const hereId = here === undefined ? undefined : routeIdOfPath(here.split(/[?#]/)[0] ?? '');
    const stay = here !== undefined && hereId !== undefined && !needsLoginPanel(hereId, false);
    throw redirect({ href: stay ? here : HOME_PATH, replace: true });
  };
}

export function buildRouteTree(bindings: RouteTreeBindings = {}) {
  const currentHref = bindings.currentHref ?? (() => undefined);
  const componentOf = (id: RouteId) => {
    const direct = bindings.components?.[id];
    if (direct) return direct;
    const loader = bindings.pages?.[id];
    if (loader) return lazyRouteComponent(loader);
    return 'layout' in routeTable[id] ? undefined : bindings.placeholder;
  };
  const options = (id: RouteId) => ({
    staticData: { routeId: id },
    component: componentOf(id),
    ...(routeTable[id].requiresLogin ? { beforeLoad: guard(id, currentHref) } : {}),
  });
  // Each route's path segment is derived from the route table's full path, never written here.
  const child = <P extends AnyRoute, const K extends RoutesWithPath>(parent: P, id: K) =>
    createRoute({ getParentRoute: () => parent, path: segmentOf(id) as SegmentOf<K>, ...options(id) });

  const root = createRootRouteWithContext<RouterContext>()({ component: bindings.root });
  const index = createRoute({
    getParentRoute: () => root,
    path: '/',
    beforeLoad: ({ location }) => {
      throw redirect({ href: `${HOME_PATH}${location.searchStr}`, replace: true });
    },
  });
  const tabs = createRoute({ getParentRoute: () => root, id: '_tabs', ...options('tabs') });
  const authentication = child(root, 'authentication');
  const face = child(root, 'face');

  return root.addChildren([
    index,
    tabs.addChildren([child(tabs, 'home'), child(tabs, 'member'), child(tabs, 'me')]),
    child(root, 'privacy'),
    child(root, 'loanContract'),
    authentication.addChildren([
      child(authentication, 'authIdentity'),
      child(authentication, 'authBase'),
      child(authentication, 'authLinkman'),
      child(authentication, 'authWork'),
      child(authentication, 'authQuestionnaire'),
    ]),
    child(root, 'borrowPlan'),
    child(root, 'quickRepay'),
    child(root, 'qpExtension'),
    face.addChildren([
      child(face, 'faceStart'),
      child(face, 'faceRecognition'),
      child(face, 'faceSuccess'),
    ]),
    child(root, 'set'),
    child(root, 'help'),
    child(root, 'myData'),
    child(root, 'correctData'),
    child(root, 'consents'),
    child(root, 'closeAccount'),
    child(root, 'billingDetails'),
    child(root, 'repaymentPlan'),
    child(root, 'billHelp'),
    child(root, 'coupon'),
    child(root, 'turntable'),
    child(root, 'poster'),
    child(root, 'couponBenefit'),
    child(root, 'stageDetails'),
    child(root, 'stageBillDetail'),
    child(root, 'details'),
    child(root, 'getCoupon'),
  ]);
}
