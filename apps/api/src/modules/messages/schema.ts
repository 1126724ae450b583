import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt, idColumn, timestampColumn, updatedAt } from '../../db/columns';

export type MessageStatus = 'QUEUED' | 'SENDING' | 'SENT' | 'DELIVERED' | 'UNDELIVERED' | 'FAILED' | 'SKIPPED';

/**
 * Every message the engine decided on, one row per (event, subject, day): the unique index is what makes a second
 * process or a retry a no-op. Status, attempts and the last error show where each one is; delivery reports land here.
 */
export const messages = pgTable(
  'messages',
  {
    id: idColumn(),
    /** e.g. payment.received, bill.due.3 */
    event: text('event').notNull(),
    /** e.g. payment:12, bill:7 */
    subject: text('subject').notNull(),
    /** The Lusaka day of a reminder (YYYY-MM-DD); 'once' for messages sent once per subject. */
    day: text('day').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    loanId: bigint('loan_id', { mode: 'number' }),
    kind: text('kind').$type<'receipt' | 'reminder' | 'marketing'>().notNull(),
    channel: text('channel').$type<'sms'>().notNull().default('sms'),
    language: text('language').notNull(),
    /** E.164: the account's own mobile. */
    mobile: text('mobile').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<MessageStatus>().notNull(),
    sendAfter: timestampColumn('send_after').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    deliveryStatus: text('delivery_status'),
    sentAt: timestampColumn('sent_at'),
    deliveredAt: timestampColumn('delivered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('messages_key_uq').on(t.event, t.subject, t.day),
    // At most one reminder a day per loan, held by the database too.
    uniqueIndex('messages_reminder_day_uq').on(t.loanId, t.day).where(sql`${t.kind} = 'reminder' and ${t.status} <> 'SKIPPED'`),
    index('messages_due_idx').on(t.status, t.sendAfter),
    index('messages_provider_id_idx').on(t.providerMessageId),
    index('messages_user_idx').on(t.userId, t.createdAt),
  ],
);
export type MessageRow = typeof messages.$inferSelect;

