import { boolean, pgTable, text } from 'drizzle-orm/pg-core';

import { refColumn, timestampColumn } from '../../db/columns';

/** A borrower put on hold by risk (cannot borrow) and its last change; the history is in the staff audit. */
export const borrowerHolds = pgTable('borrower_holds', {
  userId: refColumn('user_id').primaryKey(),
  blocked: boolean('blocked').notNull(),
  reason: text('reason').notNull(),
  changedBy: refColumn('changed_by').notNull(),
  changedAt: timestampColumn('changed_at').notNull(),
});
