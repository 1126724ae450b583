import { createRootRouteWithContext, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import type { AnyRoute, RouteComponent } from '@tanstack/react-router';

import type { PageLoader } from '../feature-module';
import { routeIdOfPath } from '../routes/route-match';
import { HOME_PATH, needsLoginPanel, routeTable } from '../routes/route-table';
import type { RouteId } from '../routes/route-table';
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
  const child = <P extends AnyRoute, const Path extends string>(parent: P, id: RouteId, path: Path) =>
    createRoute({ getParentRoute: () => parent, path, ...options(id) });

  const root = createRootRouteWithContext<RouterContext>()({ component: bindings.root });
  const index = createRoute({
    getParentRoute: () => root,
    path: '/',
    beforeLoad: ({ location }) => {
      throw redirect({ href: `${HOME_PATH}${location.searchStr}`, replace: true });
    },
  });
  const tabs = createRoute({ getParentRoute: () => root, id: '_tabs', ...options('tabs') });
  const authentication = child(root, 'authentication', 'authentication');
  const face = child(root, 'face', 'face');

  return root.addChildren([
    index,
    tabs.addChildren([child(tabs, 'home', 'home'), child(tabs, 'member', 'member'), child(tabs, 'me', 'me')]),
    child(root, 'privacy', 'agreement/privacy'),
    child(root, 'loanContract', 'al'),
    authentication.addChildren([
      child(authentication, 'authIdentity', 'identity'),
      child(authentication, 'authBase', 'base'),
      child(authentication, 'authLinkman', 'linkman'),
      child(authentication, 'authWork', 'work'),
      child(authentication, 'authQuestionnaire', 'questionnaire'),
    ]),
    child(root, 'borrowPlan', 'borrow-plan'),
    child(root, 'quickRepay', 'qp'),
    child(root, 'qpExtension', 'qp/extension/$orderPlanId'),
    face.addChildren([
      child(face, 'faceStart', 'face-start'),
      child(face, 'faceRecognition', 'face-recognition'),
      child(face, 'faceSuccess', 'face-success'),
    ]),
    child(root, 'set', 'set'),
    child(root, 'billingDetails', 'billing-details/$orderId'),
    child(root, 'repaymentPlan', 'repayment-plan/$orderId'),
    child(root, 'coupon', 'coupon'),
    child(root, 'turntable', 'activity/turntable'),
    child(root, 'poster', 'activity/poster'),
    child(root, 'couponBenefit', 'activity/couponBenefit'),
    child(root, 'stageDetails', 'stage-details'),
    child(root, 'stageBillDetail', 'stage/bill-detail/$orderId'),
    child(root, 'details', 'details'),
    child(root, 'getCoupon', 'gc'),
  ]);
}
