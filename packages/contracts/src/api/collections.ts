import { z } from 'zod';

import { kwacha, kwachaInput } from '../money/codec';
import { HARDSHIP_REASON_MAX, HARDSHIP_REASON_MIN, HARDSHIP_REASON_TOO_SHORT, PROMISE_DATE_MISSING } from './collections-texts';
import { envelope, idField, noControlChars } from './common';

/**
 * Help with a late bill (docs/collections.md): the borrower promises to pay by a date ("I will pay on ...", at most 14
 * days ahead, one open promise per loan) or asks for a payment plan ("I can't pay") with a reason. New calls: the
 * bill's own calls (docs/api.md section 7) are unchanged.
 */
export { HARDSHIP_REASON_MAX, HARDSHIP_REASON_MIN, HARDSHIP_REASON_TOO_SHORT, PROMISE_DATE_MISSING, PROMISE_MAX_DAYS } from './collections-texts';

export const collectionsParams = z.object({ orderId: idField });

export const collectionsHelpAnswer = envelope(
  z.object({
    orderId: z.number().int(),
    daysPastDue: z.number().int(),
    /** What the late bills owe now (Kwacha). */
    overdueAmount: kwacha,
    /** What the whole loan owes now (Kwacha). */
    outstandingAmount: kwacha,
    /** The latest promise (open, kept or broken), if any. */
    promise: z.object({ amount: kwacha, payBy: z.string(), status: z.enum(['OPEN', 'KEPT', 'BROKEN']) }).nullable(),
    /** The latest payment-plan request, if any. */
    hardship: z
      .object({ reason: z.string(), status: z.enum(['OPEN', 'PLANNED', 'DECLINED']), instalments: z.number().int().nullable(), answer: z.string().nullable(), createdAt: z.string() })
      .nullable(),
    /** The last date a new promise may name (YYYY-MM-DD, Lusaka). */
    latestPromiseDate: z.string(),
  }),
);
export type CollectionsHelp = z.infer<typeof collectionsHelpAnswer>['data'];

/** POST /api/collections/loans/:orderId/promise (takes Idempotency-Key). */
export const promiseBody = z
  .object({
    amount: kwachaInput,
    payBy: z.string({ error: PROMISE_DATE_MISSING }).regex(/^\d{4}-\d{2}-\d{2}$/, PROMISE_DATE_MISSING),
  })
  .strict();
export type PromiseBody = z.infer<typeof promiseBody>;

/** POST /api/collections/loans/:orderId/hardship (takes Idempotency-Key). */
export const hardshipBody = z
  .object({
    reason: noControlChars(z.string().trim().min(HARDSHIP_REASON_MIN, HARDSHIP_REASON_TOO_SHORT).max(HARDSHIP_REASON_MAX, `must be at most ${HARDSHIP_REASON_MAX} characters`)),
  })
  .strict();
export type HardshipBody = z.infer<typeof hardshipBody>;
