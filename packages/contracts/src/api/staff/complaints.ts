import { z } from 'zod';

import { envelope, plainText } from '../common';
import { complaintCategory } from '../complaints';
import { isoTime, page, pageQuery } from './common';

/** GET /api/staff/complaints?status: the queue, oldest first (OPEN by default). */
export const complaintQueueQuery = pageQuery.extend({ status: z.enum(['OPEN', 'ANSWERED']).optional() });
export type ComplaintQueueQuery = z.infer<typeof complaintQueueQuery>;

export const staffComplaint = z.object({
  id: z.number().int(),
  reference: z.string(),
  uid: z.number().int(),
  category: complaintCategory,
  /** The category as the borrower read it. */
  categoryText: z.string(),
  text: z.string(),
  orderId: z.number().int().nullable(),
  status: z.enum(['OPEN', 'ANSWERED']),
  createdAt: isoTime,
  answerBy: isoTime,
  /** Past its target time and still open. */
  late: z.boolean(),
  answer: z.string().nullable(),
  answeredAt: isoTime.nullable(),
  answeredBy: z.string().nullable(),
});
export type StaffComplaint = z.infer<typeof staffComplaint>;
export const complaintQueueAnswer = envelope(page(staffComplaint));
export const staffComplaintAnswer = envelope(staffComplaint);

/** POST /api/staff/complaints/:id/answer: what the borrower reads in the app (and is told of by SMS). */
export const complaintReplyBody = z.object({ answer: plainText(2000).pipe(z.string().trim().min(10, 'must be an answer the borrower can act on (at least 10 characters)')) }).strict();
export type ComplaintReplyBody = z.infer<typeof complaintReplyBody>;
