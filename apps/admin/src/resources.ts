import type { ResourceProps } from '@refinedev/core';

/** The desks, in the menu's order; each is a folder of src/. */
export const resources: ResourceProps[] = [
  { name: 'dashboard', list: '/dashboard', meta: { label: 'Dashboard' } },
  { name: 'borrowers', list: '/borrowers', show: '/borrowers/:id', meta: { label: 'Borrowers' } },
  { name: 'complaints', list: '/complaints', meta: { label: 'Complaints' } },
  { name: 'data-corrections', list: '/data-corrections', meta: { label: 'Data corrections' } },
  { name: 'applications', list: '/applications', show: '/applications/:id', meta: { label: 'Applications' } },
  { name: 'credit-policy', list: '/credit-policy', meta: { label: 'Credit policy' } },
  // The KYC review desk: the server's list is /kyc/queue (the data provider reads meta.listPath).
  { name: 'kyc', list: '/kyc', show: '/kyc/:id', meta: { label: 'KYC review', listPath: '/kyc/queue' } },
  { name: 'payments', list: '/payments', meta: { label: 'Payments' } },
  { name: 'reconciliation', list: '/reconciliation', show: '/reconciliation/:id', meta: { label: 'Reconciliation', listPath: '/reconciliation/statements' } },
  { name: 'adjustments', list: '/adjustments', meta: { label: 'Adjustments' } },
  // The books at month end (docs/books.md): the months, each month's close checklist, the journal export.
  { name: 'books', list: '/books', meta: { label: 'Books' } },
  // Collections (docs/collections.md): the server's list is /collections/queue.
  { name: 'collections', list: '/collections', show: '/collections/:id', meta: { label: 'Collections', listPath: '/collections/queue' } },
  { name: 'collection-reports', list: '/collections/reports', meta: { label: 'Collections reports' } },
  { name: 'shop-desk', list: '/shop-desk', meta: { label: 'Shop desk' } },
  { name: 'shop-payouts', list: '/shop-payouts', meta: { label: 'Shop payouts' } },
  { name: 'approvals', list: '/approvals', meta: { label: 'Approvals' } },
  { name: 'staff', list: '/staff', create: '/staff/create', meta: { label: 'Staff' } },
  { name: 'products', list: '/products', meta: { label: 'Loan products' } },
  { name: 'phones-shops', list: '/phones-shops', meta: { label: 'Phones and shops' } },
  { name: 'vip-cards', list: '/vip-cards', meta: { label: 'VIP cards' } },
  { name: 'banners', list: '/banners', meta: { label: 'Banners' } },
  { name: 'notices', list: '/notices', meta: { label: 'Holiday notices' } },
  { name: 'store-page', list: '/store-page', meta: { label: 'Store page' } },
  { name: 'coupon-packs', list: '/coupon-packs', meta: { label: 'Coupon packs' } },
  { name: 'wheel', list: '/wheel', meta: { label: 'Prize wheel' } },
  { name: 'channels', list: '/channels', meta: { label: 'Channels' } },
  // Borrower texts in English, Bemba and Nyanja (docs/languages.md): corrections through Approvals.
  { name: 'texts', list: '/texts', meta: { label: 'Borrower texts' } },
  { name: 'audit', list: '/audit', meta: { label: 'Audit' } },
  { name: 'security-events', list: '/security-events', meta: { label: 'Security events' } },
  { name: 'reports', list: '/reports', meta: { label: 'Reports' } },
];

/**
 * A desk's route for an action as declared above, the one place it is written: app.tsx's <Route> reads it, and links to
 * it are Refine's (useCreateButton and the like), never a path typed again.
 */
export function routeOf(name: string, action: 'list' | 'create' | 'show'): string {
  const route = resources.find((resource) => resource.name === name)?.[action];
  if (typeof route !== 'string') throw new Error(`The desk declares no ${action} route for ${name}`);
  return route;
}
