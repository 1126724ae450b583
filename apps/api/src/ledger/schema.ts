import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text } from 'drizzle-orm/pg-core';

import { createdAt, idColumn, refColumn } from '../db/columns';

/** Append-only journal: rows are inserted, never updated or deleted; corrections are reversing entries. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: idColumn(),
    /** Business reference, unique: posting an event twice is refused by the database. */
    ref: text('ref').notNull().unique(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  // A month's entries in order, what the journal export pages through (issue 47: was a walk of every line of the book).
  (t) => [index('ledger_entries_created_at_idx').on(t.createdAt, t.id)],
);

export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: idColumn(),
    entryId: refColumn('entry_id').notNull().references(() => ledgerEntries.id),
    account: text('account').notNull(),
    subject: text('subject').notNull(),
    /** Signed ngwee: debit positive, credit negative. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('ledger_lines_account_subject_idx').on(t.account, t.subject),
    index('ledger_lines_entry_idx').on(t.entryId),
    // A bill's lines (`plan:<id>`) whatever their account: the bill views read them (issue 34: was a scan of every line).
    index('ledger_lines_subject_idx').on(t.subject),
    check('ledger_lines_amount_non_zero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Each account's postings summed per Lusaka day of their entry, kept by a trigger on ledger_lines in the posting's own
 * transaction (migration report_summaries_triggers): rows are only appended (one per account per posting statement)
 * and folded per day and account now and then (`reports_compact_summaries()`), so that the sum over any days is exact
 * at every moment. The trial balance reads it instead of every line (docs/reports.md).
 */
export const ledgerDayTotals = pgTable(
  'ledger_day_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    account: text('account').notNull(),
    /** Signed ngwee, as ledger_lines.amount; 0 is kept (the account has lines that cancel out). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [index('ledger_day_totals_day_idx').on(t.day, t.account)],
);
