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
  /** An identity field KYC verified: risk may change it in the profile, with evidence (`.../correct`). */
  applicable: z.boolean(),
  answer: z.string().nullable(),
  corrected: z.boolean(),
  answeredAt: isoTime.nullable(),
  answeredBy: z.string().nullable(),
});
export type StaffCorrection = z.infer<typeof staffCorrection>;
export const correctionQueueAnswer = envelope(page(staffCorrection));
export const staffCorrectionAnswer = envelope(staffCorrection);

const correctionAnswer = plainText(2000).pipe(z.string().trim().min(10, 'must be an answer the borrower can act on (at least 10 characters)'));
const correctedValue = plainText(100).pipe(z.string().trim().min(1, 'must be the corrected value'));

/**
 * POST /api/staff/data-corrections/:id/answer (support): what the borrower reads in the app (and is told of by SMS).
 * It changes nothing in the profile: a `value` is refused (403 for an identity field, which risk corrects with
 * evidence; 400 for the others, which the borrower changes in the app). Kept in the contract so the refusal says why.
 */
export const correctionReplyBody = z
  .object({
    answer: correctionAnswer,
    value: correctedValue.optional(),
  })
  .strict();
export type CorrectionReplyBody = z.infer<typeof correctionReplyBody>;

/** What risk checked before correcting a KYC-verified field: the source, then the note that names it. */
export const CORRECTION_EVIDENCE = {
  'nrc-photos': 'The NRC photos on file (front and back)',
  document: 'Another official document the borrower sent (name it in the note)',
} as const;
export type CorrectionEvidence = keyof typeof CORRECTION_EVIDENCE;

/**
 * POST /api/staff/data-corrections/:id/correct (risk, issue 42): the corrected value of an identity field, the evidence
 * (its source and a note naming what was checked) and the answer the borrower reads. Written with the answer, audited
 * with the evidence; KYC is re-opened for a person; an NRC held by another account is refused (409).
 */
export const correctionCorrectBody = z
  .object({
    value: correctedValue,
    evidence: z.enum(Object.keys(CORRECTION_EVIDENCE) as [CorrectionEvidence, ...CorrectionEvidence[]], { message: `must be one of ${Object.keys(CORRECTION_EVIDENCE).join(', ')}` }),
    evidenceNote: plainText(500).pipe(z.string().trim().min(10, 'must name what you checked (at least 10 characters), e.g. the photo and what it shows')),
    answer: correctionAnswer,
  })
  .strict();
export type CorrectionCorrectBody = z.infer<typeof correctionCorrectBody>;
