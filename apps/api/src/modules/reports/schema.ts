import { bigint, boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/*
 * The reports' summaries (docs/reports.md#summaries-the-reports-at-a-million-borrowers), kept by triggers in the
 * writing transaction (migration report_summaries_triggers). The reports module reads them; nothing in the server
 * writes them but those triggers and `reports_compact_summaries()`. Cells are only appended to (a -1 for a loan's old
 * cell, a +1 for its new one) and folded now and then: the sum over any set of cells is exact at every moment.
 */

/** Each loan as the reports count it now: one row per loan that was ever looked at. */
export const loanSummaries = pgTable('loan_summaries', {
  orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
  /** Lusaka day of the disbursement; null while the loan is not disbursed. */
  day: date('day', { mode: 'string' }),
  productId: integer('product_id'),
  /** The borrower's register channel (users.register_channel). */
  channel: text('channel'),
  principal: bigint('principal', { mode: 'number' }),
  /**
   * The first Lusaka day on which the loan counts as more than 30 days late (vintage): the earliest over its bills of
   * due date + 31 for a bill not settled, '-infinity' for a bill paid from the 31st day after its due date, null when none.
   */
  late30From: date('late30_from', { mode: 'string' }),
  /** The loan has a bill not settled (the dashboard's outstanding and PAR 30). */
  open: boolean('open').notNull().default(false),
  /** The loan is REPAYING or OVERDUE (the reports' outstanding and PAR count open loans that are). */
  repaying: boolean('repaying').notNull().default(false),
  /** The earliest due date of its bills not settled (PAR: days late = today - this, when before today). */
  firstOpenDue: date('first_open_due', { mode: 'string' }),
  principalLeft: bigint('principal_left', { mode: 'number' }),
  interestLeft: bigint('interest_left', { mode: 'number' }),
  feeLeft: bigint('fee_left', { mode: 'number' }),
  penaltyLeft: bigint('penalty_left', { mode: 'number' }),
});

/** Disbursed loans per Lusaka day, product, channel and first late day (the disbursed and vintage reports). */
export const loanCells = pgTable(
  'loan_cells',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: integer('product_id').notNull(),
    channel: text('channel'),
    late30From: date('late30_from', { mode: 'string' }),
    loans: bigint('loans', { mode: 'number' }).notNull(),
    principal: bigint('principal', { mode: 'number' }).notNull(),
  },
  (t) => [index('loan_cells_day_idx').on(t.day)],
);

/** Open loans per product, channel, repaying or not and earliest open due date, with what is left of them (outstanding and PAR). */
export const portfolioCells = pgTable('portfolio_cells', {
  productId: integer('product_id').notNull(),
  repaying: boolean('repaying').notNull(),
  channel: text('channel'),
  firstOpenDue: date('first_open_due', { mode: 'string' }),
  loans: bigint('loans', { mode: 'number' }).notNull(),
  principal: bigint('principal', { mode: 'number' }).notNull(),
  interest: bigint('interest', { mode: 'number' }).notNull(),
  fee: bigint('fee', { mode: 'number' }).notNull(),
  penalty: bigint('penalty', { mode: 'number' }).notNull(),
});

/** Successful payments per Lusaka day of their finalization, operator and kind (cash, and collected without filters). */
export const paymentDayTotals = pgTable(
  'payment_day_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    provider: text('provider').notNull(),
    kind: text('kind').notNull(),
    payments: bigint('payments', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [index('payment_day_totals_day_idx').on(t.day)],
);

/** Each borrower as the KYC funnel counts them now (day null: no longer a user). */
export const borrowerSummaries = pgTable('borrower_summaries', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  /** Lusaka day of the sign-up (users.created_at). */
  day: date('day', { mode: 'string' }),
  channel: text('channel'),
  identity: boolean('identity').notNull().default(false),
  face: boolean('face').notNull().default(false),
  details: boolean('details').notNull().default(false),
  applied: boolean('applied').notNull().default(false),
  disbursed: boolean('disbursed').notNull().default(false),
});

/** Borrowers per sign-up day, channel and the funnel steps they reached (the KYC funnel). */
export const funnelCells = pgTable(
  'funnel_cells',
  {
    day: date('day', { mode: 'string' }).notNull(),
    channel: text('channel'),
    identity: boolean('identity').notNull(),
    face: boolean('face').notNull(),
    details: boolean('details').notNull(),
    applied: boolean('applied').notNull(),
    disbursed: boolean('disbursed').notNull(),
    borrowers: bigint('borrowers', { mode: 'number' }).notNull(),
  },
  (t) => [index('funnel_cells_day_idx').on(t.day)],
);
