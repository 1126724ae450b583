import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import type { DeskOperator, ReconciliationClass, ResolutionAction, StatementStatus } from '@pocket/contracts/api/staff';

import { idColumn, refColumn, timestampColumn } from '../../db/columns';

/** An operator statement imported by finance: one per file content (its SHA-256), so the same file is taken once. */
export const reconciliationStatements = pgTable(
  'reconciliation_statements',
  {
    id: idColumn(),
    operator: text('operator').$type<DeskOperator>().notNull(),
    fileName: text('file_name').notNull(),
    contentHash: text('content_hash').notNull(),
    lines: integer('lines').notNull(),
    newLines: integer('new_lines').notNull(),
    periodFrom: timestampColumn('period_from').notNull(),
    periodTo: timestampColumn('period_to').notNull(),
    importedBy: refColumn('imported_by').notNull(),
    importedByEmail: text('imported_by_email').notNull(),
    importedAt: timestampColumn('imported_at').notNull(),
  },
  (t) => [uniqueIndex('reconciliation_statements_hash_uq').on(t.contentHash)],
);

/** A statement's line, kept once per operator and transaction id (a line on two files is the first file's). */
export const reconciliationLines = pgTable(
  'reconciliation_lines',
  {
    id: idColumn(),
    statementId: refColumn('statement_id').notNull(),
    operator: text('operator').$type<DeskOperator>().notNull(),
    transactionId: text('transaction_id').notNull(),
    reference: text('reference').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<StatementStatus>().notNull(),
    time: timestampColumn('time').notNull(),
    lineNo: integer('line_no').notNull(),
    raw: text('raw').notNull(),
  },
  (t) => [uniqueIndex('reconciliation_lines_operator_tx_uq').on(t.operator, t.transactionId), index('reconciliation_lines_reference_idx').on(t.operator, t.reference)],
);

/**
 * How a line and our payments compare: one row per new line (with our payment of its reference, if any) and one per
 * payment of ours that succeeded in the statement's period and is on no line of that operator. A difference is
 * resolved by an approved `reconciliation.resolve` request; the row keeps the action and its note.
 */
export const reconciliationItems = pgTable(
  'reconciliation_items',
  {
    id: idColumn(),
    statementId: refColumn('statement_id').notNull(),
    lineId: refColumn('line_id'),
    paymentId: refColumn('payment_id'),
    class: text('class').$type<ReconciliationClass>().notNull(),
    approvalId: refColumn('approval_id'),
    action: text('action').$type<ResolutionAction>(),
    note: text('note'),
    resolvedAt: timestampColumn('resolved_at'),
  },
  (t) => [
    index('reconciliation_items_statement_idx').on(t.statementId, t.id),
    uniqueIndex('reconciliation_items_line_uq').on(t.lineId),
    // A payment missing from the statements is listed once, whichever statement found it first.
    uniqueIndex('reconciliation_items_missing_there_uq').on(t.paymentId).where(sql`${t.class} = 'missing-there'`),
  ],
);

export type StatementRow = typeof reconciliationStatements.$inferSelect;
export type LineRow = typeof reconciliationLines.$inferSelect;
export type ItemRow = typeof reconciliationItems.$inferSelect;
