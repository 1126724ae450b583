import { z } from 'zod';

import { envelope, idField, plainText } from '../common';
import { isoTime, page, pageQuery } from './common';

/**
 * Collections (docs/collections.md): days past due, delinquency buckets, cases worked by agents (the `collections`
 * role), contacts under conduct rules the server enforces, promises to pay and hardship plans.
 */

/** A delinquency bucket: loans `from` to `to` days past due (inclusive; `to` null: and more). */
export interface DelinquencyBucket {
  code: string;
  from: number;
  to: number | null;
}

/** The default delinquency buckets: 1-7, 8-30, 31-60, 61-90, 90+ days past due. */
export const DELINQUENCY_BUCKETS: readonly DelinquencyBucket[] = [
  { code: '1-7', from: 1, to: 7 },
  { code: '8-30', from: 8, to: 30 },
  { code: '31-60', from: 31, to: 60 },
  { code: '61-90', from: 61, to: 90 },
  { code: '90+', from: 91, to: null },
];

export type CaseStatus = 'OPEN' | 'CLOSED';
/** Why a case closed: the loan was paid up to date (or settled), brought up to date by a payment plan, or written off. */
export const CASE_CLOSE_REASONS = ['PAID', 'RESTRUCTURED', 'WRITTEN_OFF'] as const;
export type CaseCloseReason = (typeof CASE_CLOSE_REASONS)[number];

/**
 * How a contact went: an agent's call or SMS, or a ladder step's Web Push notification (PUSH) or USSD invitation (USSD:
 * an SMS giving the USSD code, docs/collections.md "USSD steps"); PUSH and USSD are never an agent's.
 */
export const CONTACT_CHANNELS = ['CALL', 'SMS', 'PUSH', 'USSD'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
/** The channels an agent contacts a borrower by. */
export const AGENT_CHANNELS = ['CALL', 'SMS'] as const;

/** Who a contact is addressed to: only the borrower is ever allowed (the rule "borrower only"). */
export const CONTACT_RECIPIENTS = ['BORROWER', 'EMERGENCY_CONTACT', 'EMPLOYER', 'OTHER'] as const;

/** What a contact came to. SENT: a template message went out; the others are a call's outcome. */
export const CONTACT_OUTCOMES = ['SENT', 'PROMISE_TO_PAY', 'NO_ANSWER', 'WRONG_NUMBER', 'DISPUTE', 'HARDSHIP', 'PAID', 'STOP_CALLS'] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];
export const CALL_OUTCOMES = ['PROMISE_TO_PAY', 'NO_ANSWER', 'WRONG_NUMBER', 'DISPUTE', 'HARDSHIP', 'PAID', 'STOP_CALLS'] as const;

export const CONTACT_OUTCOME_TEXT: Record<ContactOutcome, string> = {
  SENT: 'Message sent',
  PROMISE_TO_PAY: 'Promise to pay',
  NO_ANSWER: 'No answer',
  WRONG_NUMBER: 'Wrong number',
  DISPUTE: 'Disputes the debt',
  HARDSHIP: 'Cannot pay (hardship)',
  PAID: 'Says they paid',
  STOP_CALLS: 'Asked not to be called',
};

export type PromiseStatus = 'OPEN' | 'KEPT' | 'BROKEN';
export type HardshipStatus = 'OPEN' | 'PLANNED' | 'DECLINED';

/** The approved message templates (the only texts an agent may send a borrower). */
export const COLLECTION_TEMPLATES = ['late-reminder', 'promise-reminder', 'missed-call', 'hardship-offer'] as const;
export type CollectionTemplate = (typeof COLLECTION_TEMPLATES)[number];
export const COLLECTION_TEMPLATE_NAMES: Record<CollectionTemplate, string> = {
  'late-reminder': 'Late bill reminder',
  'promise-reminder': 'Reminder of a promise to pay',
  'missed-call': 'We tried to call you',
  'hardship-offer': 'A payment plan is possible',
};

/**
 * The conduct rules (decision 0058), as the server enforces them for every channel and every agent. A refused contact
 * answers `Refused by the rule "<name>": <text>` and is logged with the rule.
 */
export const CONDUCT_RULES = {
  hours: { name: 'Contact hours', text: 'contact a borrower only between 08:00 and 20:00 Lusaka time.' },
  'daily-cap': { name: 'Daily limit', text: 'at most 3 contacts a day per borrower, across all channels and agents.' },
  'weekly-cap': { name: 'Weekly limit', text: 'at most 10 contacts in 7 days per borrower, across all channels and agents.' },
  'templates-only': { name: 'Approved templates only', text: 'a message to a borrower must be one of the approved templates; free text is never sent.' },
  'borrower-only': { name: 'The borrower only', text: 'never contact an emergency contact, an employer or anyone but the borrower about the debt.' },
  'dispute-open': { name: 'Open dispute or complaint', text: 'all contact stops while the borrower has a dispute or a complaint open.' },
  'debt-closed': { name: 'Debt paid or written off', text: 'all contact stops once the debt is paid or written off.' },
  'stop-calls': { name: 'Asked not to be called', text: 'the borrower asked not to be called; send an approved message instead.' },
} as const;
export type ConductRule = keyof typeof CONDUCT_RULES;
export const refusalOf = (rule: ConductRule) => `Refused by the rule "${CONDUCT_RULES[rule].name}": ${CONDUCT_RULES[rule].text}`;


const businessDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-12-31');
const ngwee = z.number().int().min(1, 'must be at least 1 ngwee').max(100_000_000_00, 'is too large');

export const collectionCase = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  uid: z.number().int(),
  status: z.enum(['OPEN', 'CLOSED']),
  closeReason: z.enum(CASE_CLOSE_REASONS).nullable(),
  bucket: z.string(),
  daysPastDue: z.number().int(),
  /** ngwee */
  overdue: z.number().int(),
  agent: z.string().nullable(),
  agentId: z.number().int().nullable(),
  stopCalls: z.boolean(),
  disputed: z.boolean(),
  /** The open promise's date, if any. */
  promisedFor: businessDate.nullable(),
  openedAt: isoTime,
  closedAt: isoTime.nullable(),
});
export type CollectionCase = z.infer<typeof collectionCase>;

/** GET /api/staff/collections/queue: `mine` (default) or, for an admin, `all` / `unassigned`. */
export const collectionQueueQuery = pageQuery.extend({ scope: z.enum(['mine', 'all', 'unassigned']).optional() });
export type CollectionQueueQuery = z.infer<typeof collectionQueueQuery>;
export const collectionQueueAnswer = envelope(page(collectionCase));

export const caseContact = z.object({
  id: z.number().int(),
  channel: z.enum(CONTACT_CHANNELS),
  template: z.string().nullable(),
  outcome: z.enum(CONTACT_OUTCOMES).nullable(),
  by: z.string().nullable(),
  refusedRule: z.string().nullable(),
  refusedText: z.string().nullable(),
  at: isoTime,
});
export type CaseContact = z.infer<typeof caseContact>;

export const casePromise = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  payBy: businessDate,
  status: z.enum(['OPEN', 'KEPT', 'BROKEN']),
  madeBy: z.string(),
  createdAt: isoTime,
});
export type CasePromise = z.infer<typeof casePromise>;

export const caseHardship = z.object({
  id: z.number().int(),
  reason: z.string(),
  status: z.enum(['OPEN', 'PLANNED', 'DECLINED']),
  instalments: z.number().int().nullable(),
  createdAt: isoTime,
});
export type CaseHardship = z.infer<typeof caseHardship>;

export const caseBill = z.object({
  planId: z.number().int(),
  period: z.number().int(),
  dueDate: businessDate,
  status: z.string(),
  /** ngwee */
  due: z.number().int(),
  paid: z.number().int(),
  waived: z.number().int(),
  owed: z.number().int(),
});

export const caseDetail = z.object({
  case: collectionCase,
  bills: z.array(caseBill),
  moves: z.array(z.object({ from: z.string().nullable(), to: z.string().nullable(), daysPastDue: z.number().int(), day: businessDate })),
  contacts: z.array(caseContact),
  notes: z.array(z.object({ id: z.number().int(), by: z.string(), text: z.string(), at: isoTime })),
  promises: z.array(casePromise),
  hardship: z.array(caseHardship),
  complaints: z.array(z.object({ reference: z.string(), status: z.string(), createdAt: isoTime })),
  /** Contacts left today and this week under the caps, and whether contact is possible now (null) or why not. */
  contactsLeftToday: z.number().int(),
  contactsLeftThisWeek: z.number().int(),
  blockedBy: z.string().nullable(),
});
export type CaseDetail = z.infer<typeof caseDetail>;
export const caseDetailAnswer = envelope(caseDetail);

/**
 * POST /api/staff/collections/cases/:id/contacts: a call (the answer reveals the borrower's phone, audited) or an
 * approved template by SMS. `to` other than BORROWER and any `message` (free text) are refused by their rules.
 */
export const contactBody = z.object({
  channel: z.enum(AGENT_CHANNELS, { message: 'channel must be CALL or SMS' }),
  to: z.enum(CONTACT_RECIPIENTS, { message: 'to must be BORROWER, EMERGENCY_CONTACT, EMPLOYER or OTHER' }).optional(),
  template: z.enum(COLLECTION_TEMPLATES, { message: `template must be one of ${COLLECTION_TEMPLATES.join(', ')}` }).optional(),
  message: plainText(1000).optional(),
});
export type ContactBody = z.infer<typeof contactBody>;
export const contactAnswer = envelope(z.object({ contact: caseContact, phone: z.string().nullable() }));

/** POST /api/staff/collections/contacts/:id/outcome: a call's outcome; a promise needs its amount and date. */
export const outcomeBody = z.object({
  outcome: z.enum(CALL_OUTCOMES, { message: `outcome must be one of ${CALL_OUTCOMES.join(', ')}` }),
  promise: z.object({ amount: ngwee, payBy: businessDate }).optional(),
});
export type OutcomeBody = z.infer<typeof outcomeBody>;
export const outcomeAnswer = envelope(caseContact);

export const noteBody = z.object({ text: plainText(2000).pipe(z.string().trim().min(3, 'must be at least 3 characters')) });
export const noteAnswer = envelope(z.object({ id: z.number().int(), by: z.string(), text: z.string(), at: isoTime }));

/** POST /api/staff/collections/cases/:id/assign (admin: a lead reassigns). */
export const assignBody = z.object({ agentId: idField });
/** POST /api/staff/collections/cases/:id/dispute-resolved: the dispute is settled; contact may resume. */
export const resolveDisputeBody = z.object({ note: plainText(2000).pipe(z.string().trim().min(3, 'must say how it was resolved (at least 3 characters)')) });
export const caseAnswer = envelope(collectionCase);

/** `collections.restructure`: the rest of the debt over N instalments, penalties waived or not (maker-checker). */
export const restructurePayload = z.object({
  userId: idField,
  orderId: idField,
  hardshipId: idField,
  instalments: z.number().int().min(2, 'instalments must be from 2 to 6').max(6, 'instalments must be from 2 to 6'),
  waivePenalty: z.boolean(),
});
export type RestructurePayload = z.infer<typeof restructurePayload>;
/** POST /api/staff/collections/hardship/:id/plan: asks for a restructure (an approval a finance member checks). */
export const planBody = z.object({
  instalments: restructurePayload.shape.instalments,
  waivePenalty: z.boolean(),
  reason: plainText(500).pipe(z.string().trim().min(3, 'must say why (at least 3 characters)')),
});
export type PlanBody = z.infer<typeof planBody>;

export const hardshipRow = z.object({
  id: z.number().int(),
  uid: z.number().int(),
  orderId: z.number().int(),
  caseId: z.number().int().nullable(),
  reason: z.string(),
  status: z.enum(['OPEN', 'PLANNED', 'DECLINED']),
  createdAt: isoTime,
});
export type HardshipRow = z.infer<typeof hardshipRow>;
/** GET /api/staff/collections/hardship: the open payment-plan requests, oldest first. */
export const hardshipListAnswer = envelope(z.object({ items: z.array(hardshipRow) }));
export const planAnswer = envelope(z.object({ approvalId: z.number().int(), status: z.literal('requested') }));
/** POST /api/staff/collections/hardship/:id/decline: the answer the borrower reads in the app. */
export const declineBody = z.object({ answer: plainText(500).pipe(z.string().trim().min(10, 'must tell the borrower why (at least 10 characters)')) });
