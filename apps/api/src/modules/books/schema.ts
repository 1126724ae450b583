import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import { idColumn, refColumn, timestampColumn } from '../../db/columns';

/**
 * The ledger's months (Lusaka calendar, 'YYYY-MM'). A month without a row is open. Once closed, a trigger refuses every
 * ledger entry or line dated inside it (migration books, docs/decisions/0059-period-close-in-the-database.md); a late
 * correction posts in an open month with a ref naming what it corrects. A closed month never opens again.
 */
export const ledgerPeriods = pgTable(
  'ledger_periods',
  {
    month: text('month').primaryKey(),
    status: text('status').notNull().default('open'),
    /** The staff member who closed it (the approver of the close), and when. */
    closedBy: refColumn('closed_by'),
    closedAt: timestampColumn('closed_at'),
  },
  (t) => [
    check('ledger_periods_month_format', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('ledger_periods_status', sql`${t.status} in ('open', 'closed')`),
    check('ledger_periods_closed_has_when', sql`${t.status} = 'open' or ${t.closedAt} is not null`),
  ],
);

/**
 * The chart-of-accounts mapping: each ledger account (`src/ledger/accounts.ts`) to the general-ledger code and name the
 * accountants' books use. Seeded by migration books; changed on the desk by an approved `books.chart` request
 * (chart.ts). The journal export and the statements refuse a month with a line of an unmapped account.
 */
export const chartOfAccounts = pgTable('chart_of_accounts', {
  account: text('account').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

/**
 * The provisioning classes by days past due (settings; docs/books.md "Provisioning"): a loan is in the class whose
 * range holds its days past due on the month's last Lusaka day, and is provisioned at the class's rate (basis points
 * of its outstanding principal). `non_performing`: its uncollected fees, interest and penalties are held in suspense,
 * not income. Seeded by migration books_provisioning with the usual prudential classes; changed on the desk by an
 * approved `books.classes` request (classes-kind.ts). Each month end keeps the class and rate it used per loan
 * (loan_provisions), so a change applies to the month ends provisioned after it.
 */
export const provisionClasses = pgTable(
  'provision_classes',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    position: integer('position').notNull().unique(),
    fromDays: integer('from_days').notNull(),
    /** Inclusive; null: and more (the last class). */
    toDays: integer('to_days'),
    rateBp: integer('rate_bp').notNull(),
    nonPerforming: boolean('non_performing').notNull(),
  },
  (t) => [
    check('provision_classes_rate', sql`${t.rateBp} between 0 and 10000`),
    check('provision_classes_range', sql`${t.fromDays} >= 0 and (${t.toDays} is null or ${t.toDays} >= ${t.fromDays})`),
  ],
);

/** The books' settings (one row): how the product's service fee is recognised (docs/books.md "Income in its period"). */
export const booksSettings = pgTable(
  'books_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** 'over_term': daily, straight line over the loan's term; 'at_disbursement': all of it the day it is charged. */
    feeRecognition: text('fee_recognition').notNull().default('over_term'),
  },
  (t) => [check('books_settings_one_row', sql`${t.id} = 1`), check('books_settings_fee_recognition', sql`${t.feeRecognition} in ('over_term', 'at_disbursement')`)],
);

/**
 * Each approved change of `books_settings.fee_recognition` (a `books.fee-recognition` request; docs/books.md "Changing
 * the fee recognition"): when it was approved and the setting before and after. A loan paid out before a change took
 * the setting `before` of the first change after its payout; one paid out after every change, the setting in force.
 */
export const feeRecognitionChanges = pgTable(
  'fee_recognition_changes',
  {
    id: idColumn(),
    /** The approval's time: loans paid out from this instant on take `after`. */
    changedAt: timestampColumn('changed_at').notNull(),
    before: text('before').notNull(),
    after: text('after').notNull(),
    approvalId: refColumn('approval_id').notNull(),
  },
  (t) => [
    check('fee_recognition_changes_values', sql`${t.before} in ('over_term', 'at_disbursement') and ${t.after} in ('over_term', 'at_disbursement')`),
    index('fee_recognition_changes_at_idx').on(t.changedAt),
  ],
);

/** One month-end provisioning run per month ('YYYY-MM'): a second run of the month books nothing. */
export const provisionRuns = pgTable('provision_runs', {
  month: text('month').primaryKey(),
  ranAt: timestampColumn('ran_at').notNull(),
  /** The allowance held after the run, and the income held in suspense (ngwee). */
  provision: bigint('provision', { mode: 'number' }).notNull(),
  suspended: bigint('suspended', { mode: 'number' }).notNull(),
});

/** Each open loan's class, provision and suspended income at a month end (what the next month's change is against). */
export const loanProvisions = pgTable(
  'loan_provisions',
  {
    month: text('month').notNull(),
    orderId: refColumn('order_id').notNull(),
    classCode: text('class_code').notNull(),
    daysPastDue: integer('days_past_due').notNull(),
    principal: bigint('principal', { mode: 'number' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    provision: bigint('provision', { mode: 'number' }).notNull(),
    suspendedFee: bigint('suspended_fee', { mode: 'number' }).notNull(),
    suspendedInterest: bigint('suspended_interest', { mode: 'number' }).notNull(),
    suspendedPenalty: bigint('suspended_penalty', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.orderId] })],
);

/**
 * A loan's service fee recognised over its term (decision 0062): deferred on its disbursement day, earned day by day
 * (cumulative, straight line) until `earned` = `fee`.
 */
export const feeAccruals = pgTable(
  'fee_accruals',
  {
    orderId: refColumn('order_id').primaryKey(),
    /** The Lusaka day it was paid out (day 0: nothing earned yet). */
    startDay: date('start_day', { mode: 'string' }).notNull(),
    termDays: integer('term_days').notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    earned: bigint('earned', { mode: 'number' }).notNull().default(0),
    /** The interest of its bills when it is deferred (0: a loan paid out before interest was spread, or at disbursement). */
    interest: bigint('interest', { mode: 'number' }).notNull().default(0),
    interestEarned: bigint('interest_earned', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check('fee_accruals_earned', sql`${t.earned} between 0 and ${t.fee}`),
    check('fee_accruals_interest_earned', sql`${t.interestEarned} between 0 and ${t.interest}`),
    index('fee_accruals_open_idx').on(t.orderId).where(sql`${t.earned} < ${t.fee} or ${t.interestEarned} < ${t.interest}`),
  ],
);

/** The Lusaka days the accrual has booked (one entry each): a day is booked once; skipped days are caught up in order. */
export const feeAccrualDays = pgTable('fee_accrual_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  deferred: bigint('deferred', { mode: 'number' }).notNull(),
  earned: bigint('earned', { mode: 'number' }).notNull(),
  /** The interest of the day's loans deferred, and the interest earned that day (decision 0071). */
  interestDeferred: bigint('interest_deferred', { mode: 'number' }).notNull().default(0),
  interestEarned: bigint('interest_earned', { mode: 'number' }).notNull().default(0),
});
