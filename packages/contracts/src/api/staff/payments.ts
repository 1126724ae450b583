import { z } from 'zod';

import { kwacha } from '../../money/codec';
import { envelope, idField, intField, plainText } from '../common';
import { isoTime, page, pageQuery, staffReason } from './common';

/** What a payment is for (the payments table's kinds). */
export const DESK_PAYMENT_KINDS = ['REPAY', 'EXTENSION', 'DISBURSEMENT', 'VIP', 'STAGE_DEPOSIT', 'STAGE_REPAY', 'REFUND'] as const;
export const deskPaymentKind = z.enum(DESK_PAYMENT_KINDS);
export type DeskPaymentKind = z.infer<typeof deskPaymentKind>;

/** The operator of the wallet (the number's prefix names it). */
export const DESK_OPERATORS = ['MTN', 'AIRTEL', 'ZAMTEL'] as const;
export const deskOperator = z.enum(DESK_OPERATORS);
export type DeskOperator = z.infer<typeof deskOperator>;

/**
 * Which payments the desk lists: in flight (PENDING, any age), stuck (PENDING for more than STUCK_AFTER_MINUTES),
 * resolved by hand, or flagged (resolved by hand and the operator later reported something else).
 */
export const PAYMENT_DESK_STATES = ['in-flight', 'stuck', 'resolved', 'flagged'] as const;
export const paymentDeskState = z.enum(PAYMENT_DESK_STATES);
export type PaymentDeskState = z.infer<typeof paymentDeskState>;

/** A payment still PENDING this long is stuck (the reconciler asks the operator every 30 s, so it should be final). */
export const STUCK_AFTER_MINUTES = 10;

/** GET /api/staff/payments: filtered by state, operator, kind, borrower and minimum age; cursor paged. */
export const paymentDeskQuery = pageQuery.extend({
  state: paymentDeskState.optional(),
  operator: deskOperator.optional(),
  kind: deskPaymentKind.optional(),
  /** One borrower's payments only. */
  uid: idField.optional(),
  /** Only payments made at least this many minutes ago (0 to 43,200: 30 days). */
  olderThanMinutes: intField(z.number().int().min(0, 'must be from 0 to 43200').max(43_200, 'must be from 0 to 43200')).optional(),
});
export type PaymentDeskQuery = z.infer<typeof paymentDeskQuery>;

export const paymentOutcome = z.enum(['SUCCESSFUL', 'FAILED']);
export type PaymentOutcome = z.infer<typeof paymentOutcome>;

/** A resolution by hand, once approved: the evidence, who asked and approved, and what the operator said since. */
export const paymentResolution = z.object({
  approvalId: z.number().int(),
  outcome: paymentOutcome,
  operatorReference: z.string(),
  note: z.string(),
  statementLine: z.string().nullable(),
  resolvedAt: isoTime,
  /** The payment was still waiting when approved, so this resolution made it final (false: the operator was first). */
  applied: z.boolean(),
  /** The operator's last answer since (PENDING, SUCCESSFUL, FAILED, NOT_FOUND), null before it was asked. */
  operatorStatus: z.string().nullable(),
  operatorCheckedAt: isoTime.nullable(),
  /** Set when the operator reported a final answer other than the outcome: finance must look; nothing moves. */
  flag: z.object({ at: isoTime, reason: z.string() }).nullable(),
});
export type PaymentResolution = z.infer<typeof paymentResolution>;

export const deskPayment = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: deskPaymentKind,
  operator: deskOperator.nullable(),
  provider: z.string(),
  /** Masked: `096****210`. */
  wallet: z.string(),
  /** Kwacha (a number) and as the borrower reads it: `K1,050.50`. */
  amount: kwacha,
  amountText: z.string(),
  status: z.enum(['PENDING', 'SUCCESSFUL', 'FAILED']),
  reason: z.string().nullable(),
  providerTxId: z.string().nullable(),
  uid: z.number().int(),
  orderId: z.number().int().nullable(),
  /** How many times the operator was asked for the status. */
  checks: z.number().int(),
  createdAt: isoTime,
  finalizedAt: isoTime.nullable(),
  /** Seconds since the payment was made (until now, or until it became final). */
  ageSeconds: z.number().int(),
  stuck: z.boolean(),
  /** The open `payment.resolve` request waiting for a second person, if any. */
  openRequestId: z.number().int().nullable(),
  resolution: paymentResolution.nullable(),
});
export type DeskPayment = z.input<typeof deskPayment>;
export const paymentDeskListData = page(deskPayment);
export type PaymentDeskListData = z.input<typeof paymentDeskListData>;
export const paymentDeskListAnswer = envelope(paymentDeskListData);
export const deskPaymentAnswer = envelope(deskPayment);

/** POST /api/staff/payments/:id/requery: asks the operator again; the payment as it stands after. */
export const requeryData = z.object({ payment: deskPayment, operatorStatus: z.string().nullable() });
export type RequeryData = z.input<typeof requeryData>;
export const requeryAnswer = envelope(requeryData);

/**
 * Payload of kind `payment.resolve` (finance asks, another finance member checks): the outcome and its evidence.
 * POST /api/staff/payments/:id/resolve takes the same fields but the id.
 */
export const paymentResolveFields = z.object({
  outcome: paymentOutcome,
  /** The operator's transaction id from its portal or statement. */
  operatorReference: plainText(100).pipe(z.string().trim().min(3, 'must be the operator\'s transaction id (at least 3 characters)')),
  /** What was checked and why this outcome; it is the request's reason. */
  note: staffReason,
  /** The operator statement's line, copied as it is (optional). */
  statementLine: plainText(1000).optional(),
});
export const resolvePaymentBody = paymentResolveFields;
export type ResolvePaymentBody = z.infer<typeof resolvePaymentBody>;
export const paymentResolvePayload = paymentResolveFields.extend({ paymentId: idField });
export type PaymentResolvePayload = z.infer<typeof paymentResolvePayload>;
export const resolvePaymentData = z.object({ approvalId: z.number().int(), status: z.literal('requested') });
export const resolvePaymentAnswer = envelope(resolvePaymentData);

export const PAYMENT_DESK_MESSAGES = {
  notFound: 'This payment does not exist',
  alreadyFinal: (status: string) => `This payment is already final (${status}); only a waiting payment can be resolved by hand`,
  openRequest: (id: number) => `This payment already has a resolution waiting for approval (request ${id})`,
} as const;
