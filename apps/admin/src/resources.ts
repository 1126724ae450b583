import type { ResourceProps } from '@refinedev/core';

/** The desks, in the menu's order; each is a folder of src/. */
export const resources: ResourceProps[] = [
  { name: 'dashboard', list: '/dashboard', meta: { label: 'Dashboard' } },
  { name: 'borrowers', list: '/borrowers', show: '/borrowers/:id', meta: { label: 'Borrowers' } },
  { name: 'payments', list: '/payments', meta: { label: 'Payments' } },
  { name: 'approvals', list: '/approvals', meta: { label: 'Approvals' } },
  { name: 'staff', list: '/staff', create: '/staff/create', meta: { label: 'Staff' } },
  { name: 'audit', list: '/audit', meta: { label: 'Audit' } },
];
