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
  /** False until the member set their own password and TOTP through their enrolment link (again after a reset). */
  enrolled: z.boolean(),
  createdAt: isoTime,
});
export type StaffAccount = z.infer<typeof staffAccount>;
export const staffListData = page(staffAccount);
export type StaffListData = z.infer<typeof staffListData>;
export const staffListAnswer = envelope(staffListData);

/**
 * POST /api/staff/staff (admin): a new account with no role and no password: the server sends an enrolment link to
 * the e-mail (the sandbox: its outbox on /dev/phone), through which the newcomer sets their own password and TOTP.
 * No admin ever sees either. Roles come by role.grant approvals.
 */
export const createStaffBody = z.object({ email: z.email().max(200), name: staffNameField });
export type CreateStaffBody = z.infer<typeof createStaffBody>;
export const createStaffData = z.object({
  id: z.number().int(),
  email: z.string(),
  /** When the enrolment link sent to the e-mail stops working. */
  enrolmentExpiresAt: isoTime,
});
export type CreateStaffData = z.infer<typeof createStaffData>;
export const createStaffAnswer = envelope(createStaffData);

/** POST /api/staff/staff/:id/disable (admin). */
export const disableStaffBody = z.object({ reason: staffReason });
export type DisableStaffBody = z.infer<typeof disableStaffBody>;
export const disableStaffData = z.object({ id: z.number().int(), disabled: z.literal(true) });
export const disableStaffAnswer = envelope(disableStaffData);

/**
 * The strength rule of a staff password (the server checks it; the desk shows the same words): 12 to 200 characters,
 * at least 6 different characters, and not containing the e-mail's name. Answers what is wrong, or null.
 */
export function staffPasswordProblem(password: string, email: string): string | null {
  if (password.length < 12) return 'The new password must be at least 12 characters';
  if (password.length > 200) return 'The new password must be at most 200 characters';
  if (new Set(password).size < 6) return 'The new password must use at least 6 different characters';
  const name = email.split('@')[0]!.toLowerCase();
  if (name.length >= 3 && password.toLowerCase().includes(name)) return 'The new password must not contain your e-mail name';
  return null;
}

export const STAFF_CREDENTIAL_MESSAGES = {
  currentWrong: 'Your current password is wrong',
  same: 'The new password must differ from the current one',
} as const;

/** POST /api/staff/session/password (any signed-in staff member): every other session of the account ends. */
export const changePasswordBody = z.object({ currentPassword: z.string().min(1, 'must not be empty').max(200), newPassword: z.string().min(1, 'must not be empty').max(200) });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export const changePasswordData = z.object({ changed: z.literal(true), otherSessionsEnded: z.number().int() });
export type ChangePasswordData = z.infer<typeof changePasswordData>;
export const changePasswordAnswer = envelope(changePasswordData);
