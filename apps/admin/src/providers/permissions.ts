import type { RevealField, StaffRole } from '@pocket/contracts/api/staff';

/**
 * What each role may open and do on this desk, as the staff API's table says (the server keeps its own table and is the
 * guard: this one only hides what a role could not use). Deny by default: anything not listed is refused.
 */
const DESKS: Record<string, Record<string, readonly StaffRole[]>> = {
  dashboard: { list: ['risk', 'finance', 'admin'] },
  borrowers: {
    list: ['support', 'risk', 'finance'],
    show: ['support', 'risk', 'finance'],
    'reveal.phone': ['support', 'risk'],
    'reveal.name': ['support', 'risk'],
    'reveal.nrc': ['risk'],
    'reveal.photos': ['risk'],
    block: ['risk'],
    unblock: ['risk'],
    'reset-devices': ['support', 'risk'],
    messages: ['support', 'risk', 'finance'],
    resend: ['support'],
  },
  complaints: { list: ['support'], answer: ['support'] },
  'data-corrections': { list: ['support'], answer: ['support'] },
  applications: { list: ['risk'], show: ['risk'], approve: ['risk'], reject: ['risk'] },
  kyc: { list: ['risk'], show: ['risk'], decide: ['risk'] },
  payments: { list: ['finance'], show: ['finance'], requery: ['finance'], resolve: ['finance'] },
  reconciliation: { list: ['finance'], show: ['finance'], import: ['finance'], resolve: ['finance'] },
  adjustments: { list: ['finance'], request: ['finance'] },
  approvals: {
    list: ['support', 'risk', 'finance', 'marketing', 'admin', 'shop'],
    decide: ['support', 'risk', 'finance', 'marketing', 'admin', 'shop'],
  },
  staff: { list: ['admin'], create: ['admin'], disable: ['admin'], grant: ['admin'], 'reset-password': ['admin'], 'reset-totp': ['admin'] },
  audit: { list: ['admin'], export: ['admin'], verify: ['admin'] },
  // Each report is an action (risk reads the delinquency reports and the KYC funnel only).
  reports: {
    list: ['finance', 'risk', 'admin'],
    disbursed: ['finance', 'admin'],
    collected: ['finance', 'admin'],
    outstanding: ['finance', 'admin'],
    par: ['finance', 'risk', 'admin'],
    vintage: ['finance', 'risk', 'admin'],
    'trial-balance': ['finance', 'admin'],
    cash: ['finance', 'admin'],
    'kyc-funnel': ['finance', 'risk', 'admin'],
  },
  products: { list: ['admin'], change: ['admin'] },
  'shop-desk': { list: ['shop'], handover: ['shop'] },
  'shop-payouts': { list: ['finance'], request: ['finance'] },
  'phones-shops': { list: ['admin'], edit: ['admin'] },
  banners: { list: ['marketing'], edit: ['marketing'] },
  notices: { list: ['marketing'], edit: ['marketing'] },
  'store-page': { list: ['marketing'], edit: ['marketing'] },
  // A VIP price, a pack's terms, a prize and the wheel's budget are requests (Approvals); the rest is edited directly.
  'vip-cards': { list: ['admin'], edit: ['admin'], change: ['admin'] },
  'coupon-packs': { list: ['marketing'], edit: ['marketing'], change: ['marketing'] },
  wheel: { list: ['marketing'], edit: ['marketing'], change: ['marketing'] },
  channels: { list: ['marketing'], edit: ['marketing'] },
};

export function may(roles: readonly StaffRole[], resource: string, action: string): boolean {
  const allowed = DESKS[resource]?.[action];
  return allowed !== undefined && roles.some((role) => allowed.includes(role));
}

export const revealAction = (field: RevealField) => `reveal.${field}`;
