import { z } from 'zod';

import { envelope, idField } from '../common';
import { isoTime, staffReason } from './common';

/** GET /api/staff/borrowers/:uid/messages (support, risk, finance): the borrower's messages, newest first. */
export const deskMessage = z.object({
  id: z.number().int(),
  /** e.g. payment.received, bill.due.3 */
  event: z.string(),
  kind: z.enum(['receipt', 'reminder', 'marketing']),
  status: z.enum(['QUEUED', 'SENDING', 'SENT', 'DELIVERED', 'UNDELIVERED', 'FAILED', 'SKIPPED']),
  /** Masked: `096****210`. */
  phone: z.string(),
  body: z.string(),
  attempts: z.number().int(),
  /** Why it failed or was not sent (a gateway's error, a conduct rule). */
  lastError: z.string().nullable(),
  deliveryStatus: z.string().nullable(),
  /** The message this one resends, or null. */
  resendOf: z.number().int().nullable(),
  createdAt: isoTime,
  sendAfter: isoTime,
  sentAt: isoTime.nullable(),
});
export type DeskMessage = z.infer<typeof deskMessage>;
export const deskMessagesData = z.object({ items: z.array(deskMessage) });
export type DeskMessagesData = z.infer<typeof deskMessagesData>;
export const deskMessagesAnswer = envelope(deskMessagesData);

/** POST /api/staff/borrowers/:uid/messages/:id/resend (support): the same text again, under the engine's conduct rules. */
export const resendParams = z.object({ uid: idField, id: idField });
export const resendBody = z.object({ reason: staffReason });
export type ResendBody = z.infer<typeof resendBody>;
/** queued: it goes at `sendAfter` (quiet hours hold reminders and marketing); skipped: a conduct rule said no (`note`). */
export const resendData = z.object({ id: z.number().int(), status: z.enum(['QUEUED', 'SKIPPED']), sendAfter: isoTime, note: z.string().nullable() });
export type ResendData = z.infer<typeof resendData>;
export const resendAnswer = envelope(resendData);

/** Resends per staff member per hour (the desk's rate limit), and the refusals' words. */
export const RESENDS_PER_HOUR = 10;
export const RESEND_MESSAGES = {
  notFound: 'This borrower has no such message',
  again: 'This message was already resent today',
  noPhone: 'This borrower has no phone number to send to',
  tooMany: (minutes: number) => `Too many resends. Try again in ${minutes} min`,
} as const;
