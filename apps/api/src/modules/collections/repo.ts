import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { staffMemberRows } from '../staff/plugin';
import { accountRows } from '../user/plugin';
import { type CaseRow, collectionCaseMoves, collectionCases, collectionCollected, collectionContacts, collectionNotes, collectionPromises, hardshipRequests } from './schema';

/** Key of the advisory lock of the daily collections job (once across N processes). */
export const COLLECTIONS_LOCK_KEY = 7_310_046;
/** The first key of a borrower's contact lock (two-key advisory lock: this, the user id). */
export const CONTACT_LOCK_KEY = 7_310_047;

export async function openCaseOf(tx: Tx, orderId: number, lock = false): Promise<CaseRow | undefined> {
  const q = tx.select().from(collectionCases).where(and(eq(collectionCases.orderId, orderId), eq(collectionCases.status, 'OPEN')));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function caseById(tx: Tx, id: number, lock = false): Promise<CaseRow | undefined> {
  const q = tx.select().from(collectionCases).where(eq(collectionCases.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export const openCases = (tx: Tx, afterId: number, limit: number) =>
  tx.select().from(collectionCases).where(and(eq(collectionCases.status, 'OPEN'), sql`${collectionCases.id} > ${afterId}`)).orderBy(asc(collectionCases.id)).limit(limit);

export async function insertCase(tx: Tx, row: typeof collectionCases.$inferInsert): Promise<CaseRow> {
  const [made] = await tx.insert(collectionCases).values(row).returning();
  return made!;
}

export async function updateCase(tx: Tx, id: number, set: Partial<typeof collectionCases.$inferInsert>): Promise<CaseRow> {
  const [row] = await tx.update(collectionCases).set(set).where(eq(collectionCases.id, id)).returning();
  return row!;
}

export async function addMove(tx: Tx, row: typeof collectionCaseMoves.$inferInsert): Promise<void> {
  await tx.insert(collectionCaseMoves).values(row);
}

export const movesOf = (tx: Tx, caseId: number) => tx.select().from(collectionCaseMoves).where(eq(collectionCaseMoves.caseId, caseId)).orderBy(asc(collectionCaseMoves.id));

/**
 * The agents (staff with the collections role, not disabled) with their open cases, fewest first: the next case goes to
 * the first (a round robin by load). Reads the staff members through the staff's door, read-only (docs/backoffice.md).
 */
export async function agentsByLoad(tx: Tx): Promise<Array<{ id: number; email: string; open: number }>> {
  const rows = await selectRows<{ id: number | string; email: string; open: number | string }>(
    tx,
    sql`select s.id, s.email, (select count(*) from collection_cases c where c.agent_id = s.id and c.status = 'OPEN') as open
        from ${staffMemberRows} s where 'collections' = any(s.roles) and s.disabled_at is null order by open, s.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), email: r.email, open: Number(r.open) }));
}

export async function staffEmails(tx: Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows<{ id: number | string; email: string }>(tx, sql`select id, email from ${staffMemberRows} s where id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
  return new Map(rows.map((r) => [Number(r.id), r.email]));
}

export async function isCollectionsAgent(tx: Tx, staffId: number): Promise<boolean> {
  const [row] = await selectRows<{ ok: boolean }>(tx, sql`select exists(select 1 from ${staffMemberRows} s where id = ${staffId} and 'collections' = any(roles) and disabled_at is null) as ok`);
  return row?.ok === true;
}

/** The borrower's complaints and whether one is open: the complaints room's reads, through its door. */
export { complaintsOf, hasOpenComplaint } from '../complaints/plugin';

/** The borrower's phone for a call (E.164), read through the accounts' door. */
export async function mobileOf(tx: Tx, userId: number): Promise<string | null> {
  const [row] = await selectRows<{ mobile: string | null }>(tx, sql`select mobile from ${accountRows} u where id = ${userId}`);
  return row?.mobile ?? null;
}

/** Allowed contacts of a borrower from `since` (a Lusaka date) on, and on `today`. */
export async function contactCounts(tx: Tx, userId: number, since: string, today: string): Promise<{ today: number; week: number }> {
  const rows = await tx
    .select({ day: collectionContacts.day, n: count() })
    .from(collectionContacts)
    .where(and(eq(collectionContacts.userId, userId), gte(collectionContacts.day, since), isNull(collectionContacts.refusedRule)))
    .groupBy(collectionContacts.day);
  return { today: Number(rows.find((r) => r.day === today)?.n ?? 0), week: rows.reduce((n, r) => n + Number(r.n), 0) };
}

export async function insertContact(tx: Tx, row: typeof collectionContacts.$inferInsert) {
  const [made] = await tx.insert(collectionContacts).values(row).returning();
  return made!;
}

export async function contactById(tx: Tx, id: number, lock = false) {
  const q = tx.select().from(collectionContacts).where(eq(collectionContacts.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function setOutcome(tx: Tx, id: number, outcome: NonNullable<typeof collectionContacts.$inferInsert.outcome>) {
  const [row] = await tx.update(collectionContacts).set({ outcome }).where(eq(collectionContacts.id, id)).returning();
  return row!;
}

export const contactsOf = (tx: Tx, caseIds: number[]) =>
  tx.select().from(collectionContacts).where(inArray(collectionContacts.caseId, caseIds)).orderBy(desc(collectionContacts.id)).limit(200);

export async function insertNote(tx: Tx, row: typeof collectionNotes.$inferInsert) {
  const [made] = await tx.insert(collectionNotes).values(row).returning();
  return made!;
}

export async function addCollected(tx: Tx, row: typeof collectionCollected.$inferInsert) {
  await tx.insert(collectionCollected).values(row);
}

/** The text every note of a closed account's cases reads afterwards (docs/data-rights.md). */
export const NOTE_ERASED = '[erased at account closure]';

/** Account closure (through app.extensions.accountClosing): the agents' notes on the borrower's cases are blanked; the rows (who, when) stay. */
export async function eraseNotesOf(tx: Tx, userId: number) {
  await tx
    .update(collectionNotes)
    .set({ text: NOTE_ERASED })
    .where(inArray(collectionNotes.caseId, tx.select({ id: collectionCases.id }).from(collectionCases).where(eq(collectionCases.userId, userId))));
}

export const notesOf = (tx: Tx, caseId: number) => tx.select().from(collectionNotes).where(eq(collectionNotes.caseId, caseId)).orderBy(desc(collectionNotes.id)).limit(200);

export async function openPromiseOf(tx: Tx, orderId: number) {
  const [row] = await tx.select().from(collectionPromises).where(and(eq(collectionPromises.orderId, orderId), eq(collectionPromises.status, 'OPEN')));
  return row;
}

export async function insertPromise(tx: Tx, row: typeof collectionPromises.$inferInsert) {
  const [made] = await tx.insert(collectionPromises).values(row).onConflictDoNothing().returning();
  if (made) await keepPromisedFor(tx, made.orderId);
  return made ?? null;
}

export async function promiseByKey(tx: Tx, userId: number, key: string) {
  const [row] = await tx.select().from(collectionPromises).where(and(eq(collectionPromises.userId, userId), eq(collectionPromises.requestKey, key)));
  return row;
}

export const promisesOfOrder = (tx: Tx, orderId: number) => tx.select().from(collectionPromises).where(eq(collectionPromises.orderId, orderId)).orderBy(desc(collectionPromises.id)).limit(50);

export const openPromises = (tx: Tx, afterId: number, limit: number) =>
  tx.select().from(collectionPromises).where(and(eq(collectionPromises.status, 'OPEN'), sql`${collectionPromises.id} > ${afterId}`)).orderBy(asc(collectionPromises.id)).limit(limit);

export async function decidePromise(tx: Tx, id: number, status: 'KEPT' | 'BROKEN', at: Date) {
  const [done] = await tx
    .update(collectionPromises)
    .set({ status, decidedAt: at })
    .where(and(eq(collectionPromises.id, id), eq(collectionPromises.status, 'OPEN')))
    .returning({ orderId: collectionPromises.orderId });
  if (done) await keepPromisedFor(tx, done.orderId);
}

export async function insertHardship(tx: Tx, row: typeof hardshipRequests.$inferInsert) {
  const [made] = await tx.insert(hardshipRequests).values(row).onConflictDoNothing().returning();
  return made ?? null;
}

export async function hardshipByKey(tx: Tx, userId: number, key: string) {
  const [row] = await tx.select().from(hardshipRequests).where(and(eq(hardshipRequests.userId, userId), eq(hardshipRequests.requestKey, key)));
  return row;
}

export async function hardshipById(tx: Tx, id: number, lock = false) {
  const q = tx.select().from(hardshipRequests).where(eq(hardshipRequests.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function openHardshipOf(tx: Tx, orderId: number) {
  const [row] = await tx.select().from(hardshipRequests).where(and(eq(hardshipRequests.orderId, orderId), eq(hardshipRequests.status, 'OPEN')));
  return row;
}

export const hardshipOfOrder = (tx: Tx, orderId: number) => tx.select().from(hardshipRequests).where(eq(hardshipRequests.orderId, orderId)).orderBy(desc(hardshipRequests.id)).limit(20);

export async function updateHardship(tx: Tx, id: number, set: Partial<typeof hardshipRequests.$inferInsert>) {
  await tx.update(hardshipRequests).set(set).where(eq(hardshipRequests.id, id));
}

/**
 * The queue's order, written as its indexes are: drizzle-kit makes `.desc()` in an index `DESC NULLS LAST`, and
 * PostgreSQL reads a plain `desc` as `DESC NULLS FIRST`, an order no index has, so it sorted every case of the scope
 * (at 100,000 borrowers the lead's first page 135 ms against 0.3 ms). Both columns are `not null`: the rows' order is
 * the same either way (docs/performance.md, "Collections and the books at scale").
 */
export const QUEUE_ORDER = [sql`${collectionCases.bucketRank} desc nulls last`, sql`${collectionCases.overdueBeforePenalty} desc nulls last`, asc(collectionCases.id)];

/**
 * The queue: open cases (the agent's, or all / unassigned). Cases paused by a promise whose date has not passed come
 * last; the rest the worst first: highest bucket, then the largest amount late before penalties, then the oldest case. Paged by offset.
 * The promise's date is the case row's (`promised_for`), so each part reads in its index's order and stops at the page
 * (collection_cases_queue_idx / _queue_all_idx, then _promised_idx): the cases working first, the paused after them.
 */
export async function queue(tx: Tx, scope: QueueScope, today: string, offset: number, limit: number) {
  const n = offset + limit;
  const working = await queuePart(tx, scope, today, false, n);
  const paused = working.length < n ? await queuePart(tx, scope, today, true, n - working.length) : [];
  return [...working, ...paused].slice(offset);
}

export type QueueScope = { agentId?: number; unassigned?: boolean };

/** One part of the queue, the first `n` in its order: the cases working (`paused` false) or those waiting for a promised date. */
export function queuePart(tx: Tx, scope: QueueScope, today: string, paused: boolean, n: number) {
  const where = [eq(collectionCases.status, 'OPEN')];
  if (scope.agentId !== undefined) where.push(eq(collectionCases.agentId, scope.agentId));
  if (scope.unassigned) where.push(isNull(collectionCases.agentId));
  where.push(paused ? sql`${collectionCases.promisedFor} >= ${today}` : sql`(${collectionCases.promisedFor} is null or ${collectionCases.promisedFor} < ${today})`);
  return tx
    .select({ row: collectionCases, promisedFor: collectionCases.promisedFor })
    .from(collectionCases)
    .where(and(...where))
    // An agent's or the unassigned: led by the agent (one value), as collection_cases_queue_idx and _promised_idx are,
    // so that PostgreSQL reads the one agent's (or the null's) part of them in order; by `bucket_rank` alone it took
    // every case's index for the unassigned and skipped the assigned ones (at 100,000 borrowers 471 ms against 0.2 ms).
    .orderBy(...(scope.agentId !== undefined || scope.unassigned ? [asc(collectionCases.agentId), ...QUEUE_ORDER] : QUEUE_ORDER))
    .limit(n);
}

/** The open case of the loan takes the date of the loan's open promise (none: null): where a promise is made or decided. */
export async function keepPromisedFor(tx: Tx, orderId: number) {
  await tx.execute(sql`update collection_cases c set promised_for = (select p.pay_by from collection_promises p where p.order_id = c.order_id and p.status = 'OPEN' limit 1)
    where c.order_id = ${orderId} and c.status = 'OPEN'`);
}

export async function openHardship(tx: Tx, limit: number) {
  return selectRows<{ id: number | string; user_id: number | string; order_id: number | string; case_id: number | string | null; reason: string; status: string; created_at: string | Date }>(
    tx,
    sql`select h.id, h.user_id, h.order_id, h.reason, h.status, h.created_at, (select c.id from collection_cases c where c.order_id = h.order_id and c.status = 'OPEN') as case_id
        from hardship_requests h where h.status = 'OPEN' order by h.id limit ${limit}`,
  );
}

/** Of these loans, those with an open promise whose date is today or later (the ladder pauses for them). */
export async function promisedLoans(tx: Tx, orderIds: number[], today: string): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const rows = await tx
    .select({ orderId: collectionPromises.orderId })
    .from(collectionPromises)
    .where(and(inArray(collectionPromises.orderId, orderIds), eq(collectionPromises.status, 'OPEN'), gte(collectionPromises.payBy, today)));
  return rows.map((r) => r.orderId);
}
