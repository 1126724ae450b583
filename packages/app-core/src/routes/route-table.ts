// The route table of docs/product.md#screens-and-routes, declared once. The router (./router), the guard, page titles and typed links all
// read it; features bind their pages to these ids (FeatureModule.pages) and never repeat a path string.

export type LayoutId = 'tabs' | 'authentication' | 'face';

export interface RouteEntry {
  /** Full path as TanStack Router writes it ($param); absent for the pathless tabs layout. */
  readonly path?: string;
  readonly title: string;
  readonly requiresLogin: boolean;
  readonly parent?: LayoutId;
  /** A layout renders its children through an <Outlet />. */
  readonly layout?: true;
}

export const routeTable = {
  tabs: { title: 'Pocket', requiresLogin: false, layout: true },
  home: { path: '/home', title: 'Home', requiresLogin: false, parent: 'tabs' },
  member: { path: '/member', title: 'Member', requiresLogin: false, parent: 'tabs' },
  me: { path: '/me', title: 'Me', requiresLogin: true, parent: 'tabs' },
  privacy: { path: '/agreement/privacy', title: 'Privacy Policy', requiresLogin: false },
  loanContract: { path: '/al', title: 'Loan Contract', requiresLogin: false },
  authentication: { path: '/authentication', title: 'Authentication', requiresLogin: true, layout: true },
  authIdentity: {
    path: '/authentication/identity',
    title: 'Identity Information',
    requiresLogin: true,
    parent: 'authentication',
  },
  authBase: { path: '/authentication/base', title: 'Personal information', requiresLogin: true, parent: 'authentication' },
  authLinkman: {
    path: '/authentication/linkman',
    title: 'Emergency Contact',
    requiresLogin: true,
    parent: 'authentication',
  },
  authWork: { path: '/authentication/work', title: 'Work Information', requiresLogin: true, parent: 'authentication' },
  authQuestionnaire: {
    path: '/authentication/questionnaire',
    title: 'Questionnaire',
    requiresLogin: true,
    parent: 'authentication',
  },
  borrowPlan: { path: '/borrow-plan', title: 'Estimated bill', requiresLogin: true },
  quickRepay: { path: '/qp', title: 'Loan bills', requiresLogin: false },
  qpExtension: { path: '/qp/extension/$orderPlanId', title: 'Bill Extension', requiresLogin: false },
  face: { path: '/face', title: 'Confirm Identity', requiresLogin: true, layout: true },
  faceStart: { path: '/face/face-start', title: 'Confirm Identity', requiresLogin: true, parent: 'face' },
  faceRecognition: { path: '/face/face-recognition', title: 'Confirm Identity', requiresLogin: true, parent: 'face' },
  faceSuccess: { path: '/face/face-success', title: 'Successful', requiresLogin: true, parent: 'face' },
  set: { path: '/set', title: 'Set', requiresLogin: true },
  // Complaints (issue 32): not in the spec's screens; docs/complaints.md.
  help: { path: '/help', title: 'Help', requiresLogin: true },
  // The borrower's data rights (issue 32): not in the spec's screens; docs/data-rights.md.
  myData: { path: '/my-data', title: 'Download my data', requiresLogin: true },
  correctData: { path: '/correct-my-data', title: 'Correct my data', requiresLogin: true },
  consents: { path: '/consents', title: 'Consents', requiresLogin: true },
  closeAccount: { path: '/close-account', title: 'Close my account', requiresLogin: true },
  billingDetails: { path: '/billing-details/$orderId', title: 'Billing Details', requiresLogin: true },
  repaymentPlan: { path: '/repayment-plan/$orderId', title: 'Repayment Plan', requiresLogin: true },
  // Help with a late bill (issue 46): not in the spec's screens; docs/collections.md.
  billHelp: { path: '/bill-help/$orderId', title: 'Help with my bill', requiresLogin: true },
  coupon: { path: '/coupon', title: 'Coupon', requiresLogin: true },
  turntable: { path: '/activity/turntable', title: 'Turntable Activities', requiresLogin: false },
  // Titles and login rules the spec leaves "not shown": see docs/decisions/0010-route-tree-in-app-core.md.
  poster: { path: '/activity/poster', title: 'Invite Friends', requiresLogin: false },
  couponBenefit: { path: '/activity/couponBenefit', title: 'Coupon Benefit', requiresLogin: false },
  stageDetails: { path: '/stage-details', title: 'Details', requiresLogin: true },
  stageBillDetail: { path: '/stage/bill-detail/$orderId', title: 'Bill Preview', requiresLogin: true },
  details: { path: '/details', title: 'Google Play', requiresLogin: false },
  getCoupon: { path: '/gc', title: 'GetCoupon', requiresLogin: false },
} as const satisfies Record<string, RouteEntry>;

export type RouteId = keyof typeof routeTable;
/** Routes that render a page of their own (everything but the layouts). */
export type PageId = { [K in RouteId]: (typeof routeTable)[K] extends { layout: true } ? never : K }[RouteId];

type PathOf<K extends RouteId> = (typeof routeTable)[K] extends { path: infer P extends string } ? P : never;
export type RoutesWithPath = { [K in RouteId]: (typeof routeTable)[K] extends { path: string } ? K : never }[RouteId];

/** Path constants, e.g. `paths.billingDetails` is '/billing-details/$orderId' (use with <Link params>). */
export const paths = Object.fromEntries(
  Object.entries(routeTable).flatMap(([id, entry]) => ('path' in entry ? [[id, entry.path]] : [])),
) as { readonly [K in RoutesWithPath]: PathOf<K> };

type ParentPathOf<K extends RouteId> = (typeof routeTable)[K] extends { parent: infer P extends RouteId }
  ? (typeof routeTable)[P] extends { path: infer PP extends string }
    ? PP
    : ''
  : '';
/** A route's own segment under its parent, derived from its full path: 'identity' for '/authentication/identity'. */
export type SegmentOf<K extends RoutesWithPath> = PathOf<K> extends `${ParentPathOf<K>}/${infer S}` ? S : never;

/** The route tree's segments come from here, so each path is written once (in the table above). */
export function segmentOf<K extends RoutesWithPath>(id: K): SegmentOf<K> {
  const entry: RouteEntry = routeTable[id];
  const parent: RouteEntry | undefined = entry.parent ? routeTable[entry.parent] : undefined;
  const prefix = `${parent?.path ?? ''}/`;
  if (!entry.path?.startsWith(prefix)) throw new Error(`Route ${id}: ${entry.path} is not under ${prefix}`);
  return entry.path.slice(prefix.length) as SegmentOf<K>;
}

/** The root path: it redirects to the home tab. */
export const ROOT_PATH = '/';
export const HOME_PATH = paths.home;

export const routeIds = Object.keys(routeTable) as RouteId[];

export function routeEntry(id: RouteId): RouteEntry {
  return routeTable[id];
}

/** A route needs login when it or one of its layouts says so. */
export function requiresLogin(id: RouteId): boolean {
  const entry: RouteEntry = routeTable[id];
  return entry.requiresLogin || (entry.parent !== undefined && requiresLogin(entry.parent));
}

/**
 * The guard of docs/product.md#screens-and-routes: any route other than /home that requires login, when there is no session token, is
 * blocked and the login panel opens instead.
 */
export function needsLoginPanel(id: RouteId, hasToken: boolean): boolean {
  return id !== 'home' && requiresLogin(id) && !hasToken;
}

/** Fills a path's $params: `hrefOf(paths.billingDetails, { orderId: 7 })` is '/billing-details/7'. */
export function hrefOf(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\$([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route param ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
