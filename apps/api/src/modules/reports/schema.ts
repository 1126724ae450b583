import { bigint, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/*
 * Vintage pre-aggregated by disbursement week (docs/reports.md#vintage), kept by triggers on loan_orders, loan_plans and
 * users in the writing transaction (migration report_summaries_triggers). The reports module reads them; nothing in
 * the server writes them but those triggers and `reports_compact_summaries()`.
 */

/** Each loan as vintage counts it now: one row per loan that was ever looked at (week null: not disbursed). */
export const vintageLoans = pgTable('vintage_loans', {
  orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
  /** Monday (Lusaka) of the disbursement week; null while the loan is not disbursed. */
  week: date('week', { mode: 'string' }),
  productId: integer('product_id'),
  /** The borrower's register channel (users.register_channel). */
  channel: text('channel'),
  principal: bigint('principal', { mode: 'number' }),
  /**
   * The first Lusaka day on which the loan counts as more than 30 days late: the earliest over its bills of due date +
   * 31 for a bill not settled, '-infinity' for a bill paid from the 31st day after its due date, null when none.
   */
  late30From: date('late30_from', { mode: 'string' }),
});

/**
 * Loans and principal per disbursement week, product, channel and first late day: rows appended as loans change (a
 * -1 for the loan's old cell, a +1 for its new one), folded now and then; the sum over any set of cells is exact.
 */
export const vintageCells = pgTable(
  'vintage_cells',
  {
    week: date('week', { mode: 'string' }).notNull(),
    productId: integer('product_id').notNull(),
    channel: text('channel'),
    late30From: date('late30_from', { mode: 'string' }),
    loans: bigint('loans', { mode: 'number' }).notNull(),
    principal: bigint('principal', { mode: 'number' }).notNull(),
  },
  (t) => [index('vintage_cells_week_idx').on(t.week)],
);
