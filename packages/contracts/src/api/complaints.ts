import { z } from 'zod';

import { envelope, idField, noControlChars } from './common';

/**
 * Complaints (docs/complaints.md): a borrower writes one from /help (or from a payment's error), gets a reference and
 * a target time, and reads the answer in the app; the desk's support role answers them oldest first.
 */
export const COMPLAINT_CATEGORIES = {
  payment: 'A payment that did not arrive or went wrong',
  charges: 'Interest, fees or penalties',
  loan: 'My loan, its bills or an extension',
  contact: 'Messages or calls from Pocket',
  data: 'My personal data or my account',
  other: 'Something else',
} as const;
export type ComplaintCategory = keyof typeof COMPLAINT_CATEGORIES;
export const complaintCategory = z.enum(Object.keys(COMPLAINT_CATEGORIES) as [ComplaintCategory, ...ComplaintCategory[]], {
  message: 'Please choose what your complaint is about',
});

/** How long the desk has to answer; the borrower sees the time it falls on. */
export const COMPLAINT_TARGET_HOURS = 48;
export const COMPLAINT_TEXT_MIN = 10;
export const COMPLAINT_TEXT_MAX = 1000;
export const COMPLAINT_TEXT_TOO_SHORT = `Please tell us what happened in at least ${COMPLAINT_TEXT_MIN} characters`;

/** POST /api/complaints (signed; takes Idempotency-Key, so a double tap files one complaint). */
export const complaintBody = z
  .object({
    category: complaintCategory,
    text: noControlChars(z.string().trim().min(COMPLAINT_TEXT_MIN, COMPLAINT_TEXT_TOO_SHORT).max(COMPLAINT_TEXT_MAX, `must be at most ${COMPLAINT_TEXT_MAX} characters`)),
    /** The loan (orderId) the complaint is about, if any: one of the borrower's own. */
    orderId: idField.nullable().optional(),
  })
  .strict();
export type ComplaintBody = z.infer<typeof complaintBody>;

export const complaintView = z.object({
  /** `CMP-000042` */
  reference: z.string(),
  category: complaintCategory,
  text: z.string(),
  orderId: z.number().int().nullable(),
  status: z.enum(['OPEN', 'ANSWERED']),
  /** ISO times. */
  createdAt: z.string(),
  /** When the desk aims to answer by (createdAt + COMPLAINT_TARGET_HOURS). */
  answerBy: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type ComplaintView = z.infer<typeof complaintView>;
export const complaintAnswer = envelope(complaintView);
/** GET /api/complaints: the caller's complaints, newest first. */
export const complaintListAnswer = envelope(z.object({ items: z.array(complaintView) }));
