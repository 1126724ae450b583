import { z } from 'zod';

import { idField, intField, plainText } from '../common';

/** The lender's desk roles (docs/backoffice.md); one staff member may hold several. */
export const STAFF_ROLES = ['support', 'risk', 'finance', 'marketing', 'admin', 'shop', 'collections'] as const;
export const staffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRole>;

/** The staff session cookie (httpOnly, Secure, SameSite=Strict, Path=/api/staff). */
export const STAFF_COOKIE = 'pocket_staff';
/** The header every staff write (POST/PUT/PATCH/DELETE) but sign-in carries, with the session's csrfToken. */
export const STAFF_CSRF_HEADER = 'x-csrf-token';
/** Session lifetimes: 8 h absolute, 30 min idle. */
export const STAFF_SESSION_ABSOLUTE_MS = 8 * 60 * 60 * 1000;
export const STAFF_SESSION_IDLE_MS = 30 * 60 * 1000;

/** Times on the staff wire: ISO 8601 in UTC (`2026-11-25T15:10:50.000Z`). */
export const isoTime = z.string();

/** A page of a list: the items and the cursor of the next page (null on the last page). */
export const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** `?cursor&limit` of every staff list: cursor opaque (from nextCursor), limit 1..100 (default 50). */
export const pageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: intField(z.number().int().min(1, 'must be from 1 to 100').max(100, 'must be from 1 to 100')).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** A reason typed by a person (disable, block, reveal, reject...): 3 to 500 characters. */
export const staffReason = plainText(500).pipe(z.string().trim().min(3, 'must say why (at least 3 characters)'));

/** Path `:id` / `:uid`. */
export const staffIdParams = z.object({ id: idField });
export const borrowerUidParams = z.object({ uid: idField });
