import { z } from 'zod';

import { envelope, plainText } from '../common';
import { staffRole } from './common';

/** POST /api/staff/session: e-mail, password and the current 6-digit TOTP code. */
export const staffSignInBody = z.object({
  email: z.email().max(200),
  password: z.string().min(1).max(200),
  totp: z.string().regex(/^\d{6}$/, 'must be the 6-digit code of your authenticator app'),
});
export type StaffSignInBody = z.infer<typeof staffSignInBody>;

export const staffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(staffRole),
});
export type StaffMember = z.infer<typeof staffMember>;

/** The answer of POST and GET /api/staff/session: who is signed in and the CSRF token every write must carry. */
export const staffSessionData = z.object({ staff: staffMember, csrfToken: z.string() });
export type StaffSessionData = z.infer<typeof staffSessionData>;
export const staffSessionAnswer = envelope(staffSessionData);

/** DELETE /api/staff/session: data null, the cookie cleared. */
export const staffSignOutAnswer = envelope(z.null());

/** Refusals of sign-in, in the words the admin app shows. */
export const STAFF_SESSION_MESSAGES = {
  wrong: 'E-mail, password or code is wrong',
  slowDown: (seconds: number) => `Too many wrong attempts. Try again in ${seconds} s`,
  signedOut: 'Please sign in',
  expired: 'Your session has ended. Please sign in again',
  csrf: 'This request is missing its CSRF token. Reload the page and try again',
  forbidden: 'Your role may not do this',
  disabled: 'E-mail, password or code is wrong',
} as const;

export const staffNameField = plainText(100).pipe(z.string().trim().min(1, 'must not be empty'));
