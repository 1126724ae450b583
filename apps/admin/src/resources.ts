import type { ResourceProps } from '@refinedev/core';

/**
 * The desks in the menu's order, a line of related desks at a time: each desk's resource name (its route is `/<name>`
 * unless LIST_ROUTES says otherwise) and its menu label.
 */
const DESKS: Record<string, string>[] = [
  { dashboard: 'Dashboard', borrowers: 'Borrowers', complaints: 'Complaints', 'data-corrections': 'Data corrections' },
  { applications: 'Applications', 'credit-policy': 'Credit policy', kyc: 'KYC review' },
  // Money: the books at month end (docs/books.md), each month's close checklist, the journal export.
  { payments: 'Payments', reconciliation: 'Reconciliation', adjustments: 'Adjustments', books: 'Books' },
  // Collections (docs/collections.md) and the phone shops.
  { collections: 'Collections', 'collection-reports': 'Collections reports', 'shop-desk': 'Shop desk', 'shop-payouts': 'Shop payouts' },
  { approvals: 'Approvals', staff: 'Staff' },
  // The catalogue: what the borrower's app offers and shows.
  { products: 'Loan products', 'phones-shops': 'Phones and shops', 'vip-cards': 'VIP cards', banners: 'Banners', notices: 'Holiday notices' },
  { 'store-page': 'Store page', 'coupon-packs': 'Coupon packs', wheel: 'Prize wheel', channels: 'Channels' },
  // Borrower texts in English, Bemba and Nyanja (docs/languages.md): corrections through Approvals. Then oversight.
  { texts: 'Borrower texts', audit: 'Audit', 'security-events': 'Security events', reports: 'Reports' },
];

/** The pages a desk has beyond its list: a record at `<list>/:id`, a new one at `<list>/create`. */
const PAGES: Record<string, ('show' | 'create')[]> = { borrowers: ['show'], applications: ['show'], kyc: ['show'], reconciliation: ['show'], collections: ['show'], staff: ['create'] };

/** A desk's list route where it is not `/<name>`. */
const LIST_ROUTES: Record<string, string> = { 'collection-reports': '/collections/reports' };

/** The server's list where it is not the resource's name (the data provider reads meta.listPath). */
const SERVER_LISTS: Record<string, string> = { kyc: '/kyc/queue', reconciliation: '/reconciliation/statements', collections: '/collections/queue' };

/** One desk's resource: every desk's routes are made the same way from its list route. */
function resourceOf(name: string, label: string): ResourceProps {
  const list = LIST_ROUTES[name] ?? `/${name}`;
  const pages = PAGES[name] ?? [];
  const listPath = SERVER_LISTS[name];
  return {
    name,
    list,
    ...(pages.includes('show') ? { show: `${list}/:id` } : {}),
    ...(pages.includes('create') ? { create: `${list}/create` } : {}),
    meta: { label, ...(listPath ? { listPath } : {}) },
  };
}

/** The desks as Refine's resources, in the menu's order. */
export const resources: ResourceProps[] = DESKS.flatMap((line) => Object.entries(line).map(([name, label]) => resourceOf(name, label)));

/**
 * A desk's route for an action as made above, the one place it is made: app.tsx's <Route> reads it, and links to
 * it are Refine's (useCreateButton and the like), never a path typed again.
 */
export function routeOf(name: string, action: 'list' | 'create' | 'show'): string {
  const route = resources.find((resource) => resource.name === name)?.[action];
  if (typeof route !== 'string') throw new Error(`The desk declares no ${action} route for ${name}`);
  return route;
}
