import { and, asc, desc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client';
import { type MessageChannel, type MessageRow, type MessageStatus, messages, type PushSubscriptionRow, pushSubscriptions } from './schema';

type Conn = Db | Tx;
export type NewMessage = typeof messages.$inferInsert;

/** Inserts the message unless its (event, subject, day) exists: answers the new row's id, or null for a repeat. */
export async function insertMessage(tx: Conn, row: NewMessage): Promise<number | null> {
  const [made] = await tx.insert(messages).values(row).onConflictDoNothing().returning({ id: messages.id });
  return made?.id ?? null;
}

/** A PostgreSQL text[] literal (one parameter however many values: a payday's thousands of bills). */
const textArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;

/** Of these (event, subject) keys, the ones with a message of `day` already (any channel, any status): `event|subject`. */
export async function decidedOn(tx: Conn, day: string, keys: Array<{ event: string; subject: string }>): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx
    .select({ event: messages.event, subject: messages.subject })
    .from(messages)
    .where(and(eq(messages.day, day), sql`(${messages.event}, ${messages.subject}) in (select * from unnest(${textArray(keys.map((k) => k.event))}::text[], ${textArray(keys.map((k) => k.subject))}::text[]))`));
  return new Set(rows.map((r) => `${r.event}|${r.subject}`));
}

/** The days of a loan's reminders on a channel counted by the caps (queued or sent, not skipped), from `since` on. */
export async function reminderDays(tx: Conn, loanId: number, since: string, channel: MessageChannel): Promise<string[]> {
  const rows = await tx
    .select({ day: messages.day })
    .from(messages)
    .where(and(eq(messages.loanId, loanId), eq(messages.kind, 'reminder'), eq(messages.channel, channel), ne(messages.status, 'SKIPPED'), gte(messages.day, since)));
  return rows.map((r) => r.day);
}

/**
 * Claims up to `limit` messages due at `now` (SENDING, one more attempt) in one transaction; a second process skips
 * the rows this one holds (SKIP LOCKED), so no message is claimed twice. `quiet`: only receipts may go.
 */
export async function claimDue(db: Db, now: Date, quiet: boolean, limit: number): Promise<MessageRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.status, 'QUEUED'), lte(messages.sendAfter, now), quiet ? eq(messages.kind, 'receipt') : undefined))
      .orderBy(asc(messages.sendAfter), asc(messages.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(messages)
      .set({ status: 'SENDING', attempts: sql`${messages.attempts} + 1`, updatedAt: now })
      .where(inArray(messages.id, due.map((d) => d.id)))
      .returning();
    // An UPDATE returns its rows in the table's order, not the select's: the messages go in the order they fell due
    // (a receipt before the failure that came after it).
    const place = new Map(due.map((d, i) => [d.id, i]));
    return claimed.sort((x, y) => place.get(x.id)! - place.get(y.id)!);
  });
}

/** A loan's reminders still waiting (e.g. for 08:00) become SKIPPED: a payment or an extension made them out of date. */
export async function skipWaitingReminders(tx: Conn, loanId: number, reason: string, at: Date): Promise<number> {
  const rows = await tx
    .update(messages)
    .set({ status: 'SKIPPED', lastError: reason, updatedAt: at })
    .where(and(eq(messages.loanId, loanId), eq(messages.kind, 'reminder'), eq(messages.status, 'QUEUED')))
    .returning({ id: messages.id });
  return rows.length;
}

export async function markSent(db: Db, id: number, providerMessageId: string | null, at: Date) {
  await db.update(messages).set({ status: 'SENT', providerMessageId, sentAt: at, lastError: null, updatedAt: at }).where(and(eq(messages.id, id), eq(messages.status, 'SENDING')));
}

/** Back to QUEUED for another try at `next`, or FAILED when `next` is null; the error stays visible. */
export async function markFailedTry(db: Db, id: number, error: string, next: Date | null, at: Date) {
  await db
    .update(messages)
    .set(next ? { status: 'QUEUED', sendAfter: next, lastError: error, updatedAt: at } : { status: 'FAILED', lastError: error, updatedAt: at })
    .where(and(eq(messages.id, id), eq(messages.status, 'SENDING')));
}

/** SENDING rows older than `before` (a process stopped mid-send): FAILED, never sent again (it may have gone). */
export async function failInterrupted(db: Db, before: Date, at: Date): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ status: 'FAILED', lastError: 'Interrupted while sending; not sent again so that it never goes twice', updatedAt: at })
    .where(and(eq(messages.status, 'SENDING'), lte(messages.updatedAt, before)))
    .returning({ id: messages.id });
  return rows.length;
}

/** A gateway's delivery report for a message it accepted; answers false when no message has that id. */
export async function recordDelivery(db: Db, providerMessageId: string, report: { status: string; final: MessageStatus | null }, at: Date): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({
      deliveryStatus: report.status,
      updatedAt: at,
      ...(report.final ? { status: report.final, ...(report.final === 'DELIVERED' ? { deliveredAt: at } : {}) } : {}),
    })
    .where(and(eq(messages.providerMessageId, providerMessageId), or(eq(messages.status, 'SENT'), eq(messages.status, 'DELIVERED'), eq(messages.status, 'UNDELIVERED'))))
    .returning({ id: messages.id });
  return rows.length > 0;
}

/** A user's messages, newest first (the desk and the sandbox show them). */
export async function messagesOf(db: Conn, userId: number, limit = 50): Promise<MessageRow[]> {
  return db.select().from(messages).where(eq(messages.userId, userId)).orderBy(desc(messages.createdAt), desc(messages.id)).limit(limit);
}

/** One of a user's messages (null when the id is not theirs). */
export async function messageOf(db: Conn, id: number, userId: number): Promise<MessageRow | null> {
  const [row] = await db.select().from(messages).where(and(eq(messages.id, id), eq(messages.userId, userId)));
  return row ?? null;
}

/**
 * Saves a browser's subscription for the user, under the user's lock: the same endpoint again is updated (its keys,
 * and it becomes the most recent); an endpoint another account holds is left as it is (`taken`: never moved, issue
 * 42); then only the user's `max` most recently saved subscriptions are kept.
 */
export async function savePushSubscription(db: Db, userId: number, sub: { endpoint: string; p256dh: string; auth: string }, at: Date, max: number): Promise<'saved' | 'taken'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`push-subscriptions:${userId}`}, 0))`);
    const [saved] = await tx
      .insert(pushSubscriptions)
      .values({ userId, ...sub, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { p256dh: sub.p256dh, auth: sub.auth, updatedAt: at }, setWhere: eq(pushSubscriptions.userId, userId) })
      .returning({ id: pushSubscriptions.id });
    if (!saved) return 'taken';
    await tx.execute(sql`delete from push_subscriptions where user_id = ${userId} and id not in (
      select id from push_subscriptions where user_id = ${userId} order by updated_at desc, id desc limit ${max})`);
    return 'saved';
  });
}

/** Removes one of the user's subscriptions (notifications turned off in that browser); answers whether it existed. */
export async function removePushSubscription(db: Conn, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint))).returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The push service said the subscription is gone (404/410): removed whoever it belonged to. */
export async function dropPushSubscription(db: Conn, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** The user's subscriptions, the least recently saved first. */
export async function pushSubscriptionsOf(db: Conn, userId: number): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(asc(pushSubscriptions.updatedAt), asc(pushSubscriptions.id));
}

/** The push messages sent to the account with this mobile, newest first (the sandbox phone shows them). */
export async function pushMessagesTo(db: Conn, mobile: string, limit = 20): Promise<MessageRow[]> {
  return db.select().from(messages).where(and(eq(messages.mobile, mobile), eq(messages.channel, 'push'))).orderBy(desc(messages.createdAt), desc(messages.id)).limit(limit);
}

/** Whether the user was ever told of this event (e.g. loan.disbursed: a loan of theirs was paid out). */
export async function hasMessageFor(db: Conn, userId: number, event: string): Promise<boolean> {
  const [row] = await db.select({ id: messages.id }).from(messages).where(and(eq(messages.userId, userId), eq(messages.event, event))).limit(1);
  return row !== undefined;
}
