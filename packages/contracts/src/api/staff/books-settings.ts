import { z } from 'zod';

import { envelope, noControlChars } from '../common';
import { staffReason } from './common';

/*
 * The books' settings finance keeps on the desk (docs/books.md "Changing the classes" and "Changing the chart of
 * accounts"): the provisioning classes and rates, and the chart-of-accounts mapping. Read by finance and admin (the
 * classes by risk too); changed only through a request a second finance or admin member approves (maker-checker).
 */

/**
 * A provisioning class (docs/books.md "Provisioning"): loans `fromDays` to `toDays` days past due (null: and more),
 * provisioned at `rateBp` basis points of their outstanding principal. The rules that hold across the classes (from
 * day 0, no gap, no overlap, open-ended at the end, rates 0 to 10000 and never falling, no performing class after a
 * non-performing one, codes unique) are the server's validator's, which names the class that breaks one.
 */
export const provisionClass = z.object({
  code: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'must be 1 to 40 lower-case letters, digits or _, starting with a letter'),
  name: noControlChars(z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters')),
  fromDays: z.number().int('must be a whole number of days'),
  toDays: z.number().int('must be a whole number of days').nullable(),
  rateBp: z.number().int('must be a whole number of basis points'),
  nonPerforming: z.boolean(),
});
export type ProvisionClassItem = z.infer<typeof provisionClass>;

/** GET /api/staff/books/classes: the classes in force, in order. */
export const bookClassesAnswer = envelope(z.object({ items: z.array(provisionClass) }));

/** The payload of a `books.classes` request: the whole set of classes as it will be, in order. */
export const bookClassesPayload = z.object({ classes: z.array(provisionClass).min(1, 'at least one class is needed').max(20, 'at most 20 classes') });
export type BookClassesPayload = z.infer<typeof bookClassesPayload>;
/** POST /api/staff/books/classes: asks for the new set (a `books.classes` request a second person approves). */
export const bookClassesBody = bookClassesPayload.extend({ reason: staffReason });
export type BookClassesBody = z.infer<typeof bookClassesBody>;

/** One ledger account's place in the chart: its general-ledger code and name (null: no code yet). */
export const chartAccount = z.object({ account: z.string(), code: z.string().nullable(), name: z.string().nullable() });
export type ChartAccount = z.infer<typeof chartAccount>;
/** GET /api/staff/books/chart: every account of the ledger, with its code and name or none yet. */
export const bookChartAnswer = envelope(z.object({ items: z.array(chartAccount) }));

/** One account's new code and name in a `books.chart` request. */
export const chartChange = z.object({
  account: z.string().min(1, 'must name a ledger account').max(80, 'must be at most 80 characters'),
  code: noControlChars(z.string().trim().min(1, 'must not be empty').max(20, 'must be at most 20 characters')),
  name: noControlChars(z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters')),
});
export type ChartChange = z.infer<typeof chartChange>;
/**
 * The payload of a `books.chart` request: the code and name of ledger accounts (`accounts`), and the accounts whose
 * code is taken off the chart (`remove`; only an account without a line in the ledger, the server checks), at least
 * one account in all.
 */
const bookChartShape = {
  accounts: z.array(chartChange).max(50, 'at most 50 accounts').default([]),
  remove: z.array(z.string().min(1, 'must name a ledger account').max(80, 'must be at most 80 characters')).max(50, 'at most 50 accounts').optional(),
};
const someAccount = { check: (p: { accounts: unknown[]; remove?: unknown[] | undefined }) => p.accounts.length + (p.remove?.length ?? 0) > 0, message: 'at least one account' };
export const bookChartPayload = z.object(bookChartShape).refine(someAccount.check, { message: someAccount.message, path: ['accounts'] });
export type BookChartPayload = z.infer<typeof bookChartPayload>;
/** POST /api/staff/books/chart: asks for the change (a `books.chart` request a second person approves). */
export const bookChartBody = z.object({ ...bookChartShape, reason: staffReason }).refine(someAccount.check, { message: someAccount.message, path: ['accounts'] });
export type BookChartBody = z.infer<typeof bookChartBody>;

/** A request made: its approval's id. */
export const bookRequestAnswer = envelope(z.object({ id: z.number().int(), status: z.literal('requested') }));

/** The desk's words for a chart change refused (exact texts). */
export const CHART_MESSAGES = {
  unknownAccount: (account: string) => `The ledger has no account "${account}": the chart maps the ledger's own accounts only.`,
  twice: (account: string) => `The account ${account} is in the request twice: give each account once.`,
  sameCode: (code: string, account: string, other: string) => `The code ${code} cannot be both ${account}'s and ${other}'s: each account needs its own code.`,
  noCode: (account: string) => `The account ${account} has no code to remove.`,
  hasLines: (account: string, day: string) =>
    `The account ${account} has lines in the ledger (the first on ${day}): its code cannot be removed, since every journal export and statement of their months needs it. Give it another code instead.`,
};

/**
 * How the product's service fee is recognised (docs/books.md "Income in its period", decision 0062): `over_term`,
 * daily and straight line over the loan's term, or `at_disbursement`, all of it the day the loan is paid out.
 */
export const feeRecognition = z.enum(['over_term', 'at_disbursement'], { message: 'must be over_term or at_disbursement' });
export type FeeRecognition = z.infer<typeof feeRecognition>;
/** GET /api/staff/books/fee-recognition: the setting in force, and when its last approved change took effect (null: never changed on the desk). */
export const bookFeeRecognitionAnswer = envelope(z.object({ feeRecognition, changedAt: z.string().nullable() }));
/** The payload of a `books.fee-recognition` request: the setting as it will be. */
export const bookFeeRecognitionPayload = z.object({ feeRecognition });
export type BookFeeRecognitionPayload = z.infer<typeof bookFeeRecognitionPayload>;
/** POST /api/staff/books/fee-recognition: asks for the change (a `books.fee-recognition` request a second person approves). */
export const bookFeeRecognitionBody = bookFeeRecognitionPayload.extend({ reason: staffReason });
export type BookFeeRecognitionBody = z.infer<typeof bookFeeRecognitionBody>;

/** The desk's words for the setting (exact texts). */
export const FEE_RECOGNITION_MESSAGES = {
  unchanged: (value: FeeRecognition) =>
    `The service fee is already recognised ${value === 'over_term' ? 'over the loan’s term' : 'at disbursement'}: nothing to change.`,
};
