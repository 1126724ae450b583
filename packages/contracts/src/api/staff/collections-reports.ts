import { z } from 'zod';

import { envelope } from '../common';

/*
 * The collections reports (docs/collections.md, "Reports"): GET /api/staff/collections/reports/<name>?from&to, JSON by
 * default, `?format=csv` the rows as CSV. Aggregates only (cases, promises and money by bucket and agent; no borrower).
 * Money in ngwee, dates are Lusaka business dates (YYYY-MM-DD), shares in percent (2 decimals, 0 when nothing to share).
 */

export const COLLECTION_REPORT_NAMES = ['roll-rates', 'cure', 'promises', 'collected'] as const;
export type CollectionReportName = (typeof COLLECTION_REPORT_NAMES)[number];

const businessDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD').refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'is not a calendar date');

/** `?from&to` (inclusive Lusaka dates; default the 90 days to today), `?format=json|csv`. At most 366 days. */
export const collectionReportQuery = z
  .object({ from: businessDate.optional(), to: businessDate.optional(), format: z.enum(['json', 'csv'], { error: 'must be json or csv' }).optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be after to', path: ['from'] })
  .refine((q) => !q.from || !q.to || Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`) <= 365 * 86_400_000, { message: 'must be at most 366 days before to', path: ['from'] });
export type CollectionReportQuery = z.infer<typeof collectionReportQuery>;

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
 * as paid up to date within the range (a payment plan that brings the loan up to date counts too).
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

export const rollRatesAnswer = envelope(rollRatesData);
export const cureAnswer = envelope(cureData);
export const promisesReportAnswer = envelope(promisesData);
export const collectionCollectedAnswer = envelope(collectionCollectedData);

export type RollRatesData = z.infer<typeof rollRatesData>;
export type CureData = z.infer<typeof cureData>;
export type PromisesData = z.infer<typeof promisesData>;
export type CollectionCollectedData = z.infer<typeof collectionCollectedData>;

/** The CSV columns of each report (its rows' fields). */
export const COLLECTION_REPORT_CSV_COLUMNS = {
  'roll-rates': Object.keys(rollRateRow.shape),
  cure: Object.keys(cureRow.shape),
  promises: Object.keys(promiseRow.shape),
  collected: Object.keys(collectedByRow.shape),
} as const satisfies Record<CollectionReportName, readonly string[]>;
