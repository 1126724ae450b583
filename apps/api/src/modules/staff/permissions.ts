import type { StaffRole } from '@pocket/contracts/api/staff';
import { STAFF_CALLS, staffCallKey } from '@pocket/contracts/staff';
import type { StaffAccess } from '@pocket/contracts/staff';

/** Who may call a staff route: nobody signed in, any signed-in staff member, or the listed roles. */
export type Permission = StaffAccess | readonly StaffRole[];

/**
 * The permission table of every /api/staff route, read from the staff calls' contracts (`@pocket/contracts/staff`,
 * decision 0052): a call's roles are written once, in its contract. Deny by default: a route without a contract has no
 * entry and answers 403 to everyone; permissions.test.ts pairs the routes with the contracts both ways.
 */
export const STAFF_PERMISSIONS: Readonly<Record<string, Permission>> = Object.fromEntries(STAFF_CALLS.map(({ call }) => [staffCallKey(call), call.roles]));

export const permissionKey = (method: string, url: string) => `${method} ${url}`;

/** Whether `roles` may call the route; false for a route without an entry. */
export function allows(permission: Permission | undefined, signedIn: boolean, roles: readonly StaffRole[]): boolean {
  if (permission === undefined) return false;
  if (permission === 'anyone') return true;
  if (!signedIn) return false;
  if (permission === 'signed-in') return true;
  return permission.some((role) => roles.includes(role));
}
