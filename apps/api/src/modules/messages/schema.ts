import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt, idColumn, timestampColumn, updatedAt } from '../../db/columns';

export type MessageChannel = 'sms' | 'push';
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
    /** sms, or push (Web Push to every subscription of the borrower's browsers; docs/messages.md#web-push). */
    channel: text('channel').$type<MessageChannel>().notNull().default('sms'),
    language: text('language').notNull(),
    /** E.164: the account's own mobile. */
    mobile: text('mobile').notNull(),
    body: text('body').notNull(),
    /** push: the app's page the notification opens (/billing-details/<loan>, /home). */
    link: text('link'),
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
    // Exactly once per channel: an event may go as a push and (money events) as an SMS, each once.
    uniqueIndex('messages_key_channel_uq').on(t.event, t.subject, t.day, t.channel),
    // At most one reminder a day per loan and channel, held by the database too.
    uniqueIndex('messages_reminder_day_channel_uq').on(t.loanId, t.day, t.channel).where(sql`${t.kind} = 'reminder' and ${t.status} <> 'SKIPPED'`),
    index('messages_due_idx').on(t.status, t.sendAfter),
    index('messages_provider_id_idx').on(t.providerMessageId),
    index('messages_user_idx').on(t.userId, t.createdAt),
  ],
);
export type MessageRow = typeof messages.$inferSelect;

/**
 * A browser's Web Push subscription (PushSubscription.toJSON()), one row per endpoint: the borrower allowed
 * notifications in that browser. Removed when the borrower turns them off or the push service answers 404/410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
