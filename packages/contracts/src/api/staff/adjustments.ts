import { z } from 'zod';

import { envelope, idField } from '../common';
import { isoTime, staffReason } from './common';

/**
 * The adjustments desk (docs/adjustments.md): refunds of a borrower's credit, waivers of a penalty or a fee, write-offs
 * and manual extensions. Each is a maker-checker request: finance asks, another finance member approves.
 */
export const ADJUSTMENT_KINDS = ['adjustment.refund', 'adjustment.waive', 'adjustment.write-off', 'adjustment.extend'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** Amounts on the desk's wire are ngwee (integers), shown as `K1,050.50`. */
const ngwee = z.number().int().min(1, 'must be at least 1 ngwee').max(100_000_000_00, 'is too large');
const businessDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-12-31');

/** `adjustment.refund`: pay `amount` of the borrower's credit back to their own wallet. */
export const refundPayload = z.object({ userId: idField, amount: ngwee });
export type RefundPayload = z.infer<typeof refundPayload>;

export const WAIVABLE = ['penalty', 'fee'] as const;
export type Waivable = (typeof WAIVABLE)[number];
/** `adjustment.waive`: waive `amount` of a bill's penalty or service fee (all of what is owed, or part). */
export const waivePayload = z.object({ userId: idField, planId: idField, component: z.enum(WAIVABLE), amount: ngwee });
export type WaivePayload = z.infer<typeof waivePayload>;

/** `adjustment.write-off`: write off what a loan still owes; the borrower is no longer chased. */
export const writeOffPayload = z.object({ userId: idField, orderId: idField });
export type WriteOffPayload = z.infer<typeof writeOffPayload>;

/** `adjustment.extend`: move a bill's due date to a later day by hand (no fee, not counted as the borrower's extension). */
export const extendPayload = z.object({ userId: idField, planId: idField, dueDate: businessDate });
export type ExtendPayload = z.infer<typeof extendPayload>;

/** POST /api/staff/adjustments/{refund,waive,write-off,extend}: the payload without userId (the server finds it) and the reason. */
export const refundBody = z.object({ userId: idField, amount: ngwee, reason: staffReason });
export const waiveBody = z.object({ planId: idField, component: z.enum(WAIVABLE), amount: ngwee, reason: staffReason });
export const writeOffBody = z.object({ orderId: idField, reason: staffReason });
export const extendBody = z.object({ planId: idField, dueDate: businessDate, reason: staffReason });
export type RefundBody = z.infer<typeof refundBody>;
export type WaiveBody = z.infer<typeof waiveBody>;
export type WriteOffBody = z.infer<typeof writeOffBody>;
export type ExtendBody = z.infer<typeof extendBody>;
export const adjustmentRequestedAnswer = envelope(z.object({ approvalId: z.number().int(), status: z.literal('requested') }));

/** A bill as the desk shows it for adjustments (ngwee). */
export const adjustmentBill = z.object({
  planId: z.number().int(),
  loanPeriod: z.number().int(),
  dueDate: z.string(),
  status: z.string(),
  penaltyOwed: z.number().int(),
  feeOwed: z.number().int(),
  remaining: z.number().int(),
  waived: z.number().int(),
});
export const adjustmentLoan = z.object({
  orderId: z.number().int(),
  status: z.string(),
  writtenOff: z.boolean(),
  bills: z.array(adjustmentBill),
});

/** An adjustment request of the borrower, with the refund's payment while it is followed to final. */
export const adjustmentRequest = z.object({
  approvalId: z.number().int(),
  kind: z.string(),
  payload: z.record(z.string(), z.unknown()),
  reason: z.string(),
  status: z.enum(['requested', 'approved', 'rejected', 'expired']),
  requestedBy: z.string(),
  requestedAt: isoTime,
  decidedBy: z.string().nullable(),
  /** What the borrower's money did: the refund's payment (PENDING until the operator's final answer). */
  payment: z.object({ id: z.number().int(), reference: z.string(), status: z.enum(['PENDING', 'SUCCESSFUL', 'FAILED']), reason: z.string().nullable() }).nullable(),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequest>;

/** GET /api/staff/adjustments/borrowers/:uid */
export const adjustmentBorrower = z.object({
  uid: z.number().int(),
  /** The borrower's credit (ngwee): what a refund may pay back at most. */
  credit: z.number().int(),
  loans: z.array(adjustmentLoan),
  requests: z.array(adjustmentRequest),
});
export type AdjustmentBorrower = z.infer<typeof adjustmentBorrower>;
export const adjustmentBorrowerAnswer = envelope(adjustmentBorrower);

export const ADJUSTMENT_MESSAGES = {
  borrowerNotFound: 'This borrower does not exist',
  billNotFound: 'This bill does not exist',
  loanNotFound: 'This loan does not exist',
  refundAboveCredit: (available: string) => `The refund is more than the borrower's credit: ${available} is available to refund`,
  waiveAboveOwed: (what: string, available: string) => `The waiver is more than the bill's ${what}: ${available} is owed`,
  settled: 'This bill is already paid off',
  notOpen: 'Only a loan being repaid or overdue can be written off',
  writtenOff: 'This loan is written off; nothing more can be changed on it',
  notLater: (current: string) => `The new due date must be after the current one, ${current}`,
  notFuture: 'The new due date must be after today',
  refundClosed:
    "This borrower's account is closed: its phone number was erased, so there is no wallet to refund to. Nothing was paid; the credit stays in the ledger until the borrower is reached another way.",
} as const;
