import { z } from 'zod';

import { envelope, plainText } from '../common';
import { correctionField } from '../data-rights';
import { isoTime, page, pageQuery } from './common';

/** GET /api/staff/data-corrections?status: the queue, oldest first (OPEN by default). */
export const correctionQueueQuery = pageQuery.extend({ status: z.enum(['OPEN', 'ANSWERED']).optional() });
export type CorrectionQueueQuery = z.infer<typeof correctionQueueQuery>;

export const staffCorrection = z.object({
  id: z.number().int(),
  reference: z.string(),
  uid: z.number().int(),
  field: correctionField,
  /** The field as the borrower read it. */
  fieldText: z.string(),
  text: z.string(),
  status: z.enum(['OPEN', 'ANSWERED']),
  createdAt: isoTime,
  /** The desk may change this field in the profile with its answer. */
  applicable: z.boolean(),
  answer: z.string().nullable(),
  corrected: z.boolean(),
  answeredAt: isoTime.nullable(),
  answeredBy: z.string().nullable(),
});
export type StaffCorrection = z.infer<typeof staffCorrection>;
export const correctionQueueAnswer = envelope(page(staffCorrection));
export const staffCorrectionAnswer = envelope(staffCorrection);

/**
 * POST /api/staff/data-corrections/:id/answer: what the borrower reads in the app (and is told of by SMS); `value`
 * (identity fields only) is written to the profile with the answer, audited.
 */
export const correctionReplyBody = z
  .object({
    answer: plainText(2000).pipe(z.string().trim().min(10, 'must be an answer the borrower can act on (at least 10 characters)')),
    value: plainText(100).pipe(z.string().trim().min(1, 'must be the corrected value')).optional(),
  })
  .strict();
export type CorrectionReplyBody = z.infer<typeof correctionReplyBody>;
