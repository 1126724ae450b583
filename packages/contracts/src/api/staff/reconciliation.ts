import { z } from 'zod';

import { signedKwacha } from '../../money/codec';
import { envelope, idField, plainText } from '../common';
import { isoTime, page, pageQuery, staffReason } from './common';
import { deskOperator, deskPaymentKind } from './payments';

/**
 * How a statement line and our payments compare (docs/reconciliation.md): the same reference with the same amount and
 * status; on the statement but not ours; ours succeeded but not on the statement; the amount differs; the status
 * differs; the reference is one of our payments through another operator (an anomaly, never finalised from it).
 */
export const RECONCILIATION_CLASSES = ['matched', 'missing-here', 'missing-there', 'amount-differs', 'status-differs', 'other-operator'] as const;
export const reconciliationClass = z.enum(RECONCILIATION_CLASSES);
export type ReconciliationClass = z.infer<typeof reconciliationClass>;

/** A statement line's status, in our words (each operator's own words are mapped: docs/reconciliation.md). */
export const statementStatus = z.enum(['SUCCESSFUL', 'FAILED', 'PENDING']);
export type StatementStatus = z.infer<typeof statementStatus>;

/** The largest statement file the desk takes (characters of CSV text). */
export const STATEMENT_MAX_CHARS = 2_000_000;

/** POST /api/staff/reconciliation/statements: the operator's CSV file, as text. */
export const statementImportBody = z.object({
  operator: deskOperator,
  fileName: plainText(200).pipe(z.string().trim().min(1, 'must name the file')),
  content: z.string().min(1, 'must not be empty').max(STATEMENT_MAX_CHARS, `must be at most ${STATEMENT_MAX_CHARS} characters`),
});
export type StatementImportBody = z.infer<typeof statementImportBody>;

export const reconciliationCounts = z.object({
  matched: z.number().int(),
  'missing-here': z.number().int(),
  'missing-there': z.number().int(),
  'amount-differs': z.number().int(),
  'status-differs': z.number().int(),
  'other-operator': z.number().int(),
});
export type ReconciliationCounts = z.infer<typeof reconciliationCounts>;

export const statementSummary = z.object({
  id: z.number().int(),
  operator: deskOperator,
  fileName: z.string(),
  /** SHA-256 of the file's content (hex): the same file is imported once. */
  contentHash: z.string(),
  /** Lines in the file, and how many of them were new (a line imported before with another file is kept once). */
  lines: z.number().int(),
  newLines: z.number().int(),
  /** The first and last line's time: the period whose successful payments of ours must be on the statement. */
  periodFrom: isoTime,
  periodTo: isoTime,
  importedAt: isoTime,
  importedBy: z.string(),
  counts: reconciliationCounts,
  /** Differences not resolved yet. */
  open: z.number().int(),
});
export type StatementSummary = z.infer<typeof statementSummary>;
export const statementListData = page(statementSummary);
export const statementListAnswer = envelope(statementListData);
export const statementAnswer = envelope(statementSummary);

/** The import's answer: the statement, and whether this very file had been imported before (then nothing changed). */
export const statementImportData = z.object({ statement: statementSummary, duplicate: z.boolean() });
export type StatementImportData = z.infer<typeof statementImportData>;
export const statementImportAnswer = envelope(statementImportData);

export const statementLine = z.object({
  /** The line's number in the file (the header is line 1). */
  lineNo: z.number().int(),
  transactionId: z.string(),
  reference: z.string(),
  amount: signedKwacha,
  amountText: z.string(),
  status: statementStatus,
  time: isoTime,
});
export type StatementLine = z.input<typeof statementLine>;

export const reconciliationPayment = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: deskPaymentKind,
  uid: z.number().int(),
  amount: signedKwacha,
  amountText: z.string(),
  status: z.enum(['PENDING', 'SUCCESSFUL', 'FAILED']),
  /** Masked: `096****210`. */
  wallet: z.string(),
  /** The operator the payment went through (null when it cannot be told: a sandbox payment of a closed account). */
  operator: deskOperator.nullable(),
});

export const RESOLUTION_ACTIONS = ['finalise', 'record'] as const;
export const resolutionAction = z.enum(RESOLUTION_ACTIONS);
export type ResolutionAction = z.infer<typeof resolutionAction>;

export const reconciliationItem = z.object({
  id: z.number().int(),
  statementId: z.number().int(),
  class: reconciliationClass,
  line: statementLine.nullable(),
  payment: reconciliationPayment.nullable(),
  /** The ways this difference may be resolved now (none for a match or once resolved). */
  actions: z.array(resolutionAction),
  openRequestId: z.number().int().nullable(),
  resolution: z.object({ action: resolutionAction, note: z.string(), approvalId: z.number().int(), resolvedAt: isoTime }).nullable(),
});
export type ReconciliationItem = z.input<typeof reconciliationItem>;
export const reconciliationItemsQuery = pageQuery.extend({
  class: reconciliationClass.optional(),
  /** `open`: the differences not resolved yet; `all` (the default): every line and payment of the statement. */
  show: z.enum(['all', 'open']).optional(),
});
export type ReconciliationItemsQuery = z.infer<typeof reconciliationItemsQuery>;
export const reconciliationItemsData = page(reconciliationItem);
export const reconciliationItemsAnswer = envelope(reconciliationItemsData);

/**
 * POST /api/staff/reconciliation/items/:id/resolve: a `reconciliation.resolve` request for a second finance member.
 * `finalise` makes a payment still waiting here final with the statement's status (through the payment engine, as a
 * resolution by hand); `record` only keeps the note (e.g. the operator's error, acknowledged).
 */
export const reconciliationResolveBody = z.object({ action: resolutionAction, note: staffReason });
export type ReconciliationResolveBody = z.infer<typeof reconciliationResolveBody>;
export const reconciliationResolvePayload = reconciliationResolveBody.extend({ itemId: idField });
export type ReconciliationResolvePayload = z.infer<typeof reconciliationResolvePayload>;
export const reconciliationResolveAnswer = envelope(z.object({ approvalId: z.number().int(), status: z.literal('requested') }));

export const RECONCILIATION_MESSAGES = {
  statementNotFound: 'This statement does not exist',
  itemNotFound: 'This reconciliation line does not exist',
  matched: 'This line matches our payment: there is nothing to resolve',
  resolved: 'This difference is already resolved',
  openRequest: (id: number) => `This difference already has a resolution waiting for approval (request ${id})`,
  cannotFinalise:
    'Only a payment still waiting here, which the statement reports SUCCESSFUL or FAILED, can be made final from the statement; record a note instead',
  otherOperator: (statement: string, payment: string | null) =>
    `This ${statement} line carries the reference of one of our ${payment ? `${payment} payments` : 'payments through another operator'}: an anomaly to take up with the operators. It cannot make our payment final; record a note instead`,
  lineChanged: (line: number, transactionId: string, statementId: number) =>
    `Line ${line}: transaction id ${transactionId} was imported before (statement ${statementId}) with other values. Nothing was imported.`,
} as const;
