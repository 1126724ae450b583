import type { StaffRole } from '@pocket/contracts/api/staff';

/** Who may call a staff route: nobody signed in, any signed-in staff member, or the listed roles. */
export type Permission = 'anyone' | 'signed-in' | readonly StaffRole[];

/**
 * THE permission table of every /api/staff route (docs/backoffice.md repeats it). Deny by default: a route missing here
 * answers 403 to everyone; permissions.test.ts fails when a route and this table disagree.
 */
export const STAFF_PERMISSIONS: Readonly<Record<string, Permission>> = {
  'POST /api/staff/session': 'anyone',
  'GET /api/staff/session': 'signed-in',
  'DELETE /api/staff/session': 'signed-in',
  'POST /api/staff/session/password': 'signed-in',
  'GET /api/staff/staff': ['admin'],
  'POST /api/staff/staff': ['admin'],
  'POST /api/staff/staff/:id/disable': ['admin'],
  'POST /api/staff/staff/:id/reset-password': ['admin'],
  'POST /api/staff/staff/:id/reset-totp': ['admin'],
  // Approvals: any staff member may reach them; each kind says who may request and who may check it.
  'POST /api/staff/approvals': 'signed-in',
  'GET /api/staff/approvals': 'signed-in',
  'POST /api/staff/approvals/:id/approve': 'signed-in',
  'POST /api/staff/approvals/:id/reject': 'signed-in',
  'GET /api/staff/audit': ['admin'],
  'GET /api/staff/audit.csv': ['admin'],
  'GET /api/staff/audit/verify': ['admin'],
  'GET /api/staff/borrowers': ['support', 'risk', 'finance'],
  'GET /api/staff/borrowers/:uid': ['support', 'risk', 'finance'],
  // Which field each role may reveal is the desk's rule (support: phone and name; risk: all).
  'POST /api/staff/borrowers/:uid/reveal': ['support', 'risk'],
  'GET /api/staff/borrowers/:uid/photos/:side': ['risk'],
  'POST /api/staff/borrowers/:uid/block': ['risk'],
  'POST /api/staff/borrowers/:uid/unblock': ['risk'],
  'POST /api/staff/borrowers/:uid/reset-devices': ['support', 'risk'],
  'GET /api/staff/complaints': ['support'],
  'GET /api/staff/complaints/:id': ['support'],
  'POST /api/staff/complaints/:id/answer': ['support'],
  'GET /api/staff/data-corrections': ['support'],
  'GET /api/staff/data-corrections/:id': ['support'],
  'POST /api/staff/data-corrections/:id/answer': ['support'],
  // Reports (aggregates, no personal data): finance and admin; risk also reads delinquency and the KYC funnel.
  'GET /api/staff/reports/disbursed': ['finance', 'admin'],
  'GET /api/staff/reports/collected': ['finance', 'admin'],
  'GET /api/staff/reports/outstanding': ['finance', 'admin'],
  'GET /api/staff/reports/par': ['finance', 'risk', 'admin'],
  'GET /api/staff/reports/vintage': ['finance', 'risk', 'admin'],
  'GET /api/staff/reports/trial-balance': ['finance', 'admin'],
  'GET /api/staff/reports/cash': ['finance', 'admin'],
  'GET /api/staff/reports/kyc-funnel': ['finance', 'risk', 'admin'],
  // Catalogue and content: product versions are changed only by a product.price approval (admin asks, admin checks).
  'GET /api/staff/catalogue/products': ['admin'],
  'GET /api/staff/catalogue/banners': ['marketing'],
  'POST /api/staff/catalogue/banners': ['marketing'],
  'POST /api/staff/catalogue/banners/:id': ['marketing'],
  'GET /api/staff/catalogue/notices': ['marketing'],
  'POST /api/staff/catalogue/notices': ['marketing'],
  'POST /api/staff/catalogue/notices/:id': ['marketing'],
  'GET /api/staff/catalogue/store-page': ['marketing'],
  'POST /api/staff/catalogue/store-page': ['marketing'],
  // VIP cards (admin; a price is a vip.price request), coupons, packs, the wheel and channels (marketing; a pack's
  // terms, a prize and the daily budget are coupon.pack, wheel.prize and wheel.budget requests).
  'GET /api/staff/catalogue/vip-cards': ['admin'],
  'POST /api/staff/catalogue/vip-cards/:id': ['admin'],
  'GET /api/staff/catalogue/coupons': ['marketing'],
  'GET /api/staff/catalogue/coupon-packs': ['marketing'],
  'POST /api/staff/catalogue/coupon-packs/:id': ['marketing'],
  'GET /api/staff/catalogue/wheel': ['marketing'],
  'POST /api/staff/catalogue/wheel/prizes/:id': ['marketing'],
  'GET /api/staff/catalogue/channels': ['marketing'],
  'POST /api/staff/catalogue/channels': ['marketing'],
  'POST /api/staff/catalogue/channels/:code': ['marketing'],
  // Application review (the loans the rules send to a person): risk only.
  'GET /api/staff/applications/queue': ['risk'],
  'GET /api/staff/applications/:id': ['risk'],
  'POST /api/staff/applications/:id/approve': ['risk'],
  'POST /api/staff/applications/:id/reject': ['risk'],
  // The KYC review desk: risk decides the KYC the rules sent to a person.
  'GET /api/staff/kyc/queue': ['risk'],
  'GET /api/staff/kyc/:id': ['risk'],
  'GET /api/staff/kyc/:id/photos/:photo': ['risk'],
  'POST /api/staff/kyc/:id/approve': ['risk'],
  'POST /api/staff/kyc/:id/reject': ['risk'],
  // The payments desk: finance; a resolution by hand is a payment.resolve request (finance asks, another finance checks).
  'GET /api/staff/payments': ['finance'],
  'GET /api/staff/payments/:id': ['finance'],
  'POST /api/staff/payments/:id/requery': ['finance'],
  'POST /api/staff/payments/:id/resolve': ['finance'],
  // The reconciliation desk: finance; a resolution is a reconciliation.resolve request (another finance member checks).
  'GET /api/staff/reconciliation/statements': ['finance'],
  'POST /api/staff/reconciliation/statements': ['finance'],
  'GET /api/staff/reconciliation/statements/:id': ['finance'],
  'GET /api/staff/reconciliation/statements/:id/items': ['finance'],
  'POST /api/staff/reconciliation/items/:id/resolve': ['finance'],
  // The adjustments desk: finance; each request is an adjustment.* approval (finance asks, another finance checks).
  'GET /api/staff/adjustments/borrowers/:uid': ['finance'],
  'POST /api/staff/adjustments/refund': ['finance'],
  'POST /api/staff/adjustments/waive': ['finance'],
  'POST /api/staff/adjustments/write-off': ['finance'],
  'POST /api/staff/adjustments/extend': ['finance'],
  'GET /api/staff/dashboard': ['risk', 'finance', 'admin'],
  'GET /api/staff/borrowers/:uid/messages': ['support', 'risk', 'finance'],
  'POST /api/staff/borrowers/:uid/messages/:id/resend': ['support'],
  // The shops desk (docs/shops.md): a shop's counter (its own shop only, checked by the desk), payouts (finance; a
  // shop.payout request for a second finance member), phones and shops (admin; prices by phone.price approvals).
  'GET /api/staff/shop-desk': ['shop'],
  'GET /api/staff/shop-desk/orders/:code': ['shop'],
  'POST /api/staff/shop-desk/orders/:code/handover': ['shop'],
  'GET /api/staff/shop-payouts': ['finance'],
  'POST /api/staff/shop-payouts': ['finance'],
  'GET /api/staff/shops': ['admin'],
  'POST /api/staff/shops': ['admin'],
  'POST /api/staff/shops/:id': ['admin'],
  'POST /api/staff/shops/:id/staff': ['admin'],
  'GET /api/staff/phones': ['admin'],
  'POST /api/staff/phones/:id': ['admin'],
};

export const permissionKey = (method: string, url: string) => `${method} ${url}`;

/** Whether `roles` may call the route; false for a route without an entry. */
export function allows(permission: Permission | undefined, signedIn: boolean, roles: readonly StaffRole[]): boolean {
  if (permission === undefined) return false;
  if (permission === 'anyone') return true;
  if (!signedIn) return false;
  if (permission === 'signed-in') return true;
  return permission.some((role) => roles.includes(role));
}
