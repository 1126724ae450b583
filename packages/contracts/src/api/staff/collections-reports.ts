import { z } from 'zod';

import { envelope } from '../common';

/*
 * The collections reports (docs/collections.md, "Reports"): GET /api/staff/collections/reports/<name>?from&to, JSON by
 * default, `?format=csv` the rows as CSV. Aggregates only (cases, promises and money by bucket and agent; no borrower).
 * Money in ngwee, dates are Lusaka business dates (YYYY-MM-DD), shares in percent (2 decimals, 0 when nothing to share).
 */

export const COLLECTION_REPORT_NAMES = ['roll-rates', 'cure', 'promises', 'collected', 'restructures'] as const;
export type CollectionReportName = (typeof COLLECTION_REPORT_NAMES)[number];

const businessDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD').refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'is not a calendar date');

/** `?from&to` (inclusive Lusaka dates; default the 90 days to today), `?format=json|csv`. At most 366 days. */
const reportRange = z.object({ from: businessDate.optional(), to: businessDate.optional(), format: z.enum(['json', 'csv'], { error: 'must be json or csv' }).optional() });
const rangeChecked = <T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(schema: T) =>
  schema
    .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be after to', path: ['from'] })
    .refine((q) => !q.from || !q.to || Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`) <= 365 * 86_400_000, { message: 'must be at most 366 days before to', path: ['from'] });
export const collectionReportQuery = rangeChecked(reportRange);
export type CollectionReportQuery = z.infer<typeof collectionReportQuery>;
/**
 * The restructured loans' query: the range, and `on`, the day whose end each plan's state is told at (default today;
 * not before `to`, the payments replayed by their date: docs/collections.md, "Restructured loans").
 */
export const restructuresQuery = rangeChecked(reportRange.extend({ on: businessDate.optional() })).refine((q) => !q.on || !q.to || q.on >= q.to, { message: 'must not be before to', path: ['on'] });
export type RestructuresQuery = z.infer<typeof restructuresQuery>;

/** Where a case ended a month that is not a bucket: paid up to date, written off. */
export const ROLL_CURED = 'cured';
export const ROLL_WRITTEN_OFF = 'written off';

const count = z.number().int();
const ngwee = z.number().int();
const percent = z.number();
const range = { from: z.string(), to: z.string() };

/**
 * Roll rates, month to month: of the cases in `fromBucket` at the end of the month before `month`, how many were in
 * `toBucket` at the end of `month` (or at `to`, for the range's last month): a bucket, `cured` or `written off`.
 */
export const rollRateRow = z.object({ month: z.string(), fromBucket: z.string(), toBucket: z.string(), cases: count, percent });
export const rollRatesData = z.object({ ...range, rows: z.array(rollRateRow) });

/**
 * Cure rate: the cases open at some time in the range, by the last bucket each was in by `to`; `cured` those closed
 * within the range as paid up to date, or by a payment plan still kept at the range's end (no instalment past due:
 * no later case of the loan open at the end of `to`, the loan not written off by then). Each case counts once.
 */
export const cureRow = z.object({ bucket: z.string(), cases: count, cured: count, percent });
export const cureData = z.object({ ...range, rows: z.array(cureRow), totals: z.object({ cases: count, cured: count, percent }) });

/**
 * Promises to pay whose date is in the range, by who made them (`borrower`: in the app or by USSD; `agent`): made,
 * due (decided: kept or broken), kept, broken, still open, and kept over due.
 */
export const promiseRow = z.object({ madeBy: z.string(), made: count, due: count, kept: count, broken: count, open: count, percent });
export const promisesData = z.object({ ...range, rows: z.array(promiseRow), totals: promiseRow.omit({ madeBy: true }) });

/**
 * Money collected on cases in the range: by bucket (`by: 'bucket'`, `name` the bucket) and by agent (`by: 'agent'`,
 * `name` the agent's e-mail, `the reminders` for cases no agent had). Each total is the same money counted once.
 */
export const collectedByRow = z.object({ by: z.enum(['bucket', 'agent']), name: z.string(), cases: count, amount: ngwee });
export const collectionCollectedData = z.object({ ...range, rows: z.array(collectedByRow), total: ngwee });

export const NO_AGENT = 'the reminders';

/**
 * Where a payment plan stands today: `completed` (its instalments owe nothing), `broken` (the loan was written off, the
 * plan replaced by another, or an instalment is more than PLAN_BROKEN_AFTER_DAYS days past due), `behind` (an
 * instalment past due, fewer days), `on track` (nothing past due, something still owed).
 */
export const PLAN_STATES = ['on track', 'behind', 'completed', 'broken'] as const;
export type PlanState = (typeof PLAN_STATES)[number];
/** Days past due after which a plan is broken: a whole instalment period (instalments are 30 days apart). */
export const PLAN_BROKEN_AFTER_DAYS = 30;

/** One instalment of a plan: its due date, what it asks (ngwee), what is paid on it, and its state today. */
export const planInstalment = z.object({ dueDate: z.string(), amount: ngwee, paid: ngwee, state: z.enum(['paid', 'due', 'late', 'closed']) });

/**
 * A restructured loan (an approved payment plan) whose restructure fell in the range: the Lusaka `day` it was approved,
 * the loan, who proposed it (`agentId`, `agent`: the agent's e-mail) and who approved it (`approvedBy`), what the loan's
 * unpaid bills owed just before (`original`), the penalties waived, what the instalments ask (`planned`), what is paid
 * on them so far and left, the next due date, the days the oldest unpaid instalment is late, and the plan's state.
 * `schedule`: each instalment (JSON only; the CSV has its columns without it).
 */
export const restructureRow = z.object({
  day: z.string(),
  orderId: count,
  agentId: z.number().int().nullable(),
  agent: z.string(),
  approvedBy: z.string(),
  original: ngwee,
  waived: ngwee,
  planned: ngwee,
  instalments: count,
  instalmentsPaid: count,
  paid: ngwee,
  left: ngwee,
  nextDue: z.string().nullable(),
  daysLate: count,
  state: z.enum(PLAN_STATES),
  schedule: z.array(planInstalment),
});
export const restructuresData = z.object({
  ...range,
  rows: z.array(restructureRow),
  totals: z.object({ loans: count, onTrack: count, behind: count, completed: count, broken: count, original: ngwee, waived: ngwee, planned: ngwee, paid: ngwee, left: ngwee }),
});

/**
 * GET /api/staff/collections/loans/:id/plans?on: one loan's payment plans approved by the end of the Lusaka day `on`
 * (default today; not after today), each as it stood at that day's end: the restructured loans report's reading
 * (its row, with `schedule`), for the case page.
 */
export const loanPlansQuery = z.object({ on: businessDate.optional() });
export type LoanPlansQuery = z.infer<typeof loanPlansQuery>;
export const loanPlansData = z.object({ orderId: count, on: z.string(), rows: z.array(restructureRow) });
export type LoanPlansData = z.infer<typeof loanPlansData>;
export const loanPlansAnswer = envelope(loanPlansData);

export const rollRatesAnswer = envelope(rollRatesData);
export const cureAnswer = envelope(cureData);
export const promisesReportAnswer = envelope(promisesData);
export const collectionCollectedAnswer = envelope(collectionCollectedData);
export const restructuresAnswer = envelope(restructuresData);

export type RollRatesData = z.infer<typeof rollRatesData>;
export type CureData = z.infer<typeof cureData>;
export type PromisesData = z.infer<typeof promisesData>;
export type CollectionCollectedData = z.infer<typeof collectionCollectedData>;
export type RestructuresData = z.infer<typeof restructuresData>;
export type RestructureRow = z.infer<typeof restructureRow>;

/** The CSV columns of each report (its rows' fields). */
export const COLLECTION_REPORT_CSV_COLUMNS = {
  'roll-rates': Object.keys(rollRateRow.shape),
  cure: Object.keys(cureRow.shape),
  promises: Object.keys(promiseRow.shape),
  collected: Object.keys(collectedByRow.shape),
  restructures: Object.keys(restructureRow.omit({ schedule: true }).shape),
} as const satisfies Record<CollectionReportName, readonly string[]>;
