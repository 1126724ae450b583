import { z } from 'zod';

import { envelope } from '../common';
import { isoTime, staffReason } from './common';

/** Why the rules sent an application to a person (docs/lending.md, "Applications held for review"). */
export const REVIEW_RULES = ['amount', 'first-loan', 'many-applications', 'limit-raised'] as const;
export type ReviewRule = (typeof REVIEW_RULES)[number];

/** The rule's name on the desk. */
export const REVIEW_RULE_LABELS: Record<ReviewRule, string> = {
  amount: 'Amount above the review threshold',
  'first-loan': 'First loan above the threshold',
  'many-applications': 'Many applications in a short time',
  'limit-raised': 'Limit raised recently',
};

/**
 * Why an application is rejected: the borrower is told the text (by SMS); the desk picks one. Each text fits the
 * decision SMS (one GSM-7 segment with the rest of the message).
 */
export const REJECT_REASONS = ['repayment', 'identity', 'too-many', 'amount'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];
export const REJECT_REASON_TEXTS: Record<RejectReason, string> = {
  repayment: 'We could not confirm you can repay this amount.',
  identity: 'We could not confirm your identity details.',
  'too-many': 'There were too many applications in a short time.',
  amount: 'The amount is too high for now. A smaller amount may be approved.',
};

/** One application waiting for a person. Money in ngwee. */
export const applicationQueueItem = z.object({
  orderId: z.number().int(),
  uid: z.number().int(),
  /** Masked: `096****210`. */
  phone: z.string(),
  /** Masked: `M**** B****`; null before KYC. */
  name: z.string().nullable(),
  amount: z.number().int(),
  termDays: z.number().int(),
  product: z.string(),
  rule: z.enum(REVIEW_RULES),
  /** What the rule saw, in words: `K3,500.00 is above K3,000.00`. */
  note: z.string(),
  /** VIP at application: reviewed first ("priority review"). */
  priority: z.boolean(),
  appliedAt: isoTime,
  /** Minutes since the application. */
  ageMinutes: z.number().int(),
  /** The target time of a review (a setting), in minutes. */
  targetMinutes: z.number().int(),
  /** Older than the target. */
  late: z.boolean(),
});
export type ApplicationQueueItem = z.infer<typeof applicationQueueItem>;
/** GET /api/staff/applications/queue: VIP first, then oldest first. */
export const applicationQueueData = z.object({ items: z.array(applicationQueueItem), targetMinutes: z.number().int() });
export type ApplicationQueueData = z.infer<typeof applicationQueueData>;
export const applicationQueueAnswer = envelope(applicationQueueData);


/** One of the borrower's loans in the case's history. */
export const applicationHistoryItem = z.object({
  orderId: z.number().int(),
  amount: z.number().int(),
  termDays: z.number().int(),
  status: z.string(),
  appliedAt: isoTime,
  disbursedAt: isoTime.nullable(),
  settledAt: isoTime.nullable(),
  settledLate: z.boolean().nullable(),
});
export type ApplicationHistoryItem = z.infer<typeof applicationHistoryItem>;

/** GET /api/staff/applications/:id: the case (borrower masked, their loans, the rule that sent it, the decision). */
export const applicationCase = z.object({
  application: applicationQueueItem.extend({
    status: z.string(),
    decision: z
      .object({ outcome: z.enum(['approved', 'rejected']), by: z.string(), at: isoTime, reason: z.string().nullable() })
      .nullable(),
  }),
  borrower: z.object({
    uid: z.number().int(),
    phone: z.string(),
    name: z.string().nullable(),
    kycStatus: z.string(),
    blocked: z.boolean(),
    /** ngwee: the base limit (VIP and questionnaire add to it when the borrower reads it). */
    baseLimit: z.number().int(),
    limitRaisedAt: isoTime.nullable(),
    vip: z.boolean(),
    registeredAt: isoTime,
  }),
  /** The borrower's other loans, newest first. */
  history: z.array(applicationHistoryItem),
  /** How the credit policy decided it (docs/credit-policy.md): its version, score, reasons and the limit's make-up. */
  policy: z
    .object({
      version: z.number().int(),
      score: z.number().int().nullable(),
      reasons: z.array(z.object({ code: z.string(), result: z.enum(['passed', 'refused', 'review']), note: z.string() })),
      limit: z.object({ base: z.number().int(), questionnaireBonus: z.number().int(), vipBoost: z.number().int(), limit: z.number().int(), available: z.number().int() }),
    })
    .nullable()
    .optional(),
});
export type ApplicationCase = z.infer<typeof applicationCase>;
export const applicationCaseAnswer = envelope(applicationCase);

/** POST /api/staff/applications/:id/approve: the loan pays out through the disbursement path (once). */
export const applicationApproveBody = z.object({ note: staffReason.optional() });
export type ApplicationApproveBody = z.infer<typeof applicationApproveBody>;
/** POST /api/staff/applications/:id/reject: the borrower is told the reason's text; the note stays on the desk. */
export const applicationRejectBody = z.object({ reason: z.enum(REJECT_REASONS, { message: `must be one of ${REJECT_REASONS.join(', ')}` }), note: staffReason });
export type ApplicationRejectBody = z.infer<typeof applicationRejectBody>;
export const applicationDecisionData = z.object({ orderId: z.number().int(), status: z.string() });
export type ApplicationDecisionData = z.infer<typeof applicationDecisionData>;
export const applicationDecisionAnswer = envelope(applicationDecisionData);

/** Answered to the second of two decisions on one application (409). */
export const ALREADY_DECIDED = 'This application was already decided';
