import { z } from 'zod';

import { envelope, idField } from '../common';
import { isoTime } from './common';

/** An enrolment link lives 72 hours and works once (docs/backoffice.md, "Enrolment"). */
export const ENROLMENT_TTL_MS = 72 * 60 * 60 * 1000;

/** The link's token: 256 random bits, base64url (only its SHA-256 is stored). It travels in the link's #fragment. */
export const enrolmentToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the token of your enrolment link');

/** POST /api/staff/enrolment/start (anyone holding a link): who the link is for and the new TOTP secret to add. */
export const enrolmentStartBody = z.object({ token: enrolmentToken });
export type EnrolmentStartBody = z.infer<typeof enrolmentStartBody>;
export const enrolmentStartData = z.object({
  email: z.string(),
  name: z.string(),
  /** The secret the newcomer adds to their authenticator app (the same until the enrolment is finished). */
  totpSecret: z.string(),
  otpauthUrl: z.string(),
  expiresAt: isoTime,
});
export type EnrolmentStartData = z.infer<typeof enrolmentStartData>;
export const enrolmentStartAnswer = envelope(enrolmentStartData);

/**
 * POST /api/staff/enrolment/finish: the password the newcomer chose (the strength rule) and the current code of the
 * new secret. Answers as a sign-in (the session cookie is set); the link is used up.
 */
export const enrolmentFinishBody = z.object({
  token: enrolmentToken,
  password: z.string().min(1, 'must not be empty').max(200),
  totp: z.string().regex(/^\d{6}$/, 'must be the 6-digit code of your authenticator app'),
});
export type EnrolmentFinishBody = z.infer<typeof enrolmentFinishBody>;

/** The kind `staff.reset`: one admin asks, another approves; the effect is a new enrolment link for the subject. */
export const staffResetPayload = z.object({ staffId: idField });
export type StaffResetPayload = z.infer<typeof staffResetPayload>;

export const ENROLMENT_MESSAGES = {
  invalid: 'This enrolment link is not valid: it was used, it expired or a newer one replaced it. Ask an admin for a new one',
  codeWrong: 'This code does not match the new secret. Check that your phone shows the time correctly and type the code it shows now',
  noMail: 'No staff e-mail delivery is configured, so the enrolment link cannot be sent',
} as const;
