import { z } from 'zod';

import { envelope } from '../common';
import { isoTime, page, pageQuery, staffReason, staffRole } from './common';
import { staffNameField } from './session';

/** GET /api/staff/staff (admin). */
export const staffListQuery = pageQuery;
export const staffAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(staffRole),
  disabled: z.boolean(),
  createdAt: isoTime,
});
export type StaffAccount = z.infer<typeof staffAccount>;
export const staffListData = page(staffAccount);
export type StaffListData = z.infer<typeof staffListData>;
export const staffListAnswer = envelope(staffListData);

/** POST /api/staff/staff (admin): a new account with no role; roles come by role.grant approvals. */
export const createStaffBody = z.object({ email: z.email().max(200), name: staffNameField });
export type CreateStaffBody = z.infer<typeof createStaffBody>;
/** Shown once: the temporary password and the TOTP secret (and its otpauth:// URL for a QR code). */
export const createStaffData = z.object({
  id: z.number().int(),
  email: z.string(),
  temporaryPassword: z.string(),
  totpSecret: z.string(),
  otpauthUrl: z.string(),
});
export type CreateStaffData = z.infer<typeof createStaffData>;
export const createStaffAnswer = envelope(createStaffData);

/** POST /api/staff/staff/:id/disable (admin). */
export const disableStaffBody = z.object({ reason: staffReason });
export type DisableStaffBody = z.infer<typeof disableStaffBody>;
export const disableStaffData = z.object({ id: z.number().int(), disabled: z.literal(true) });
export const disableStaffAnswer = envelope(disableStaffData);
