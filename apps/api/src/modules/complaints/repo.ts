import { and, asc, count, desc, eq, gt, gte } from 'drizzle-orm';

import type { ComplaintCategory } from '@pocket/contracts/api/complaints';

import type { Db, Tx } from '../../db/client';
import { type ComplaintRow, type ComplaintStatus, complaints } from './schema';

export interface NewComplaint {
  userId: number;
  category: ComplaintCategory;
  text: string;
  orderId: number | null;
  requestKey: string | null;
  answerBy: Date;
  createdAt: Date;
}

/** Inserts the complaint; a repeat of the same request key gives the first one back (null: nothing inserted). */
export async function insertComplaint(db: Db, row: NewComplaint): Promise<ComplaintRow | null> {
  const [inserted] = await db
    .insert(complaints)
    .values({ ...row, status: 'OPEN' })
    .onConflictDoNothing({ target: [complaints.userId, complaints.requestKey] })
    .returning();
  return inserted ?? null;
}

export async function byRequestKey(db: Db, userId: number, requestKey: string): Promise<ComplaintRow | undefined> {
  const [row] = await db.select().from(complaints).where(and(eq(complaints.userId, userId), eq(complaints.requestKey, requestKey)));
  return row;
}

export async function filedSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(complaints).where(and(eq(complaints.userId, userId), gte(complaints.createdAt, since)));
  return Number(row?.n ?? 0);
}

export const complaintsOf = (db: Db, userId: number) =>
  db.select().from(complaints).where(eq(complaints.userId, userId)).orderBy(desc(complaints.createdAt), desc(complaints.id)).limit(100);

/** The desk's queue: oldest first; `after` is the last id of the previous page. */
export const queue = (db: Db, status: ComplaintStatus, after: number | null, limit: number) =>
  db
    .select()
    .from(complaints)
    .where(after === null ? eq(complaints.status, status) : and(eq(complaints.status, status), gt(complaints.id, after)))
    .orderBy(asc(complaints.id))
    .limit(limit);

export async function complaintById(db: Db | Tx, id: number, lock = false): Promise<ComplaintRow | undefined> {
  const query = db.select().from(complaints).where(eq(complaints.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function markAnswered(tx: Tx, id: number, answer: { answer: string; answeredBy: number; answeredByEmail: string; answeredAt: Date }): Promise<ComplaintRow> {
  const [row] = await tx.update(complaints).set({ ...answer, status: 'ANSWERED' }).where(eq(complaints.id, id)).returning();
  return row!;
}
