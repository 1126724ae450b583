import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import type { ComplaintCategory } from '@pocket/contracts/api/complaints';

import { createdAt, idColumn, refColumn, timestampColumn } from '../../db/columns';

export type ComplaintStatus = 'OPEN' | 'ANSWERED';

/** A borrower's complaint and the desk's answer (docs/complaints.md). The history of answers is in the staff audit. */
export const complaints = pgTable(
  'complaints',
  {
    id: idColumn(),
    userId: refColumn('user_id').notNull(),
    category: text('category').$type<ComplaintCategory>().notNull(),
    text: text('text').notNull(),
    /** The borrower's own loan the complaint is about, if any. */
    orderId: refColumn('order_id'),
    /** The Idempotency-Key the app sent: a double tap files one complaint. */
    requestKey: text('request_key'),
    status: text('status').$type<ComplaintStatus>().notNull(),
    answerBy: timestampColumn('answer_by').notNull(),
    answer: text('answer'),
    answeredBy: refColumn('answered_by'),
    answeredByEmail: text('answered_by_email'),
    answeredAt: timestampColumn('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('complaints_request_key_uq').on(t.userId, t.requestKey),
    index('complaints_queue_idx').on(t.status, t.createdAt),
    index('complaints_user_idx').on(t.userId, t.createdAt),
  ],
);
export type ComplaintRow = typeof complaints.$inferSelect;
