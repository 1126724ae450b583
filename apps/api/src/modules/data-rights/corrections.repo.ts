import { and, asc, count, desc, eq, gt, gte } from 'drizzle-orm';

import type { CorrectionField } from '@pocket/contracts/api/data-rights';

import type { Db, Tx } from '../../db/client';
import { type CorrectionRow, type CorrectionStatus, dataCorrections } from './schema';

/** Inserts the request; a repeat of the same request key inserts nothing (null). */
export async function insertCorrection(db: Db, row: { userId: number; field: CorrectionField; text: string; requestKey: string | null; createdAt: Date }): Promise<CorrectionRow | null> {
  const [inserted] = await db
    .insert(dataCorrections)
    .values({ ...row, status: 'OPEN' })
    .onConflictDoNothing({ target: [dataCorrections.userId, dataCorrections.requestKey] })
    .returning();
  return inserted ?? null;
}

export async function byRequestKey(db: Db, userId: number, requestKey: string): Promise<CorrectionRow | undefined> {
  const [row] = await db.select().from(dataCorrections).where(and(eq(dataCorrections.userId, userId), eq(dataCorrections.requestKey, requestKey)));
  return row;
}

export async function filedSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dataCorrections).where(and(eq(dataCorrections.userId, userId), gte(dataCorrections.createdAt, since)));
  return Number(row?.n ?? 0);
}

export const correctionsOf = (db: Db, userId: number) =>
  db.select().from(dataCorrections).where(eq(dataCorrections.userId, userId)).orderBy(desc(dataCorrections.createdAt), desc(dataCorrections.id)).limit(100);

/** The desk's queue: oldest first; `after` is the last id of the previous page. */
export const queue = (db: Db, status: CorrectionStatus, after: number | null, limit: number) =>
  db
    .select()
    .from(dataCorrections)
    .where(after === null ? eq(dataCorrections.status, status) : and(eq(dataCorrections.status, status), gt(dataCorrections.id, after)))
    .orderBy(asc(dataCorrections.id))
    .limit(limit);

export async function correctionById(db: Db | Tx, id: number, lock = false): Promise<CorrectionRow | undefined> {
  const query = db.select().from(dataCorrections).where(eq(dataCorrections.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function markAnswered(tx: Tx, id: number, answer: { answer: string; corrected: boolean; answeredBy: number; answeredByEmail: string; answeredAt: Date }): Promise<CorrectionRow> {
  const [row] = await tx.update(dataCorrections).set({ ...answer, status: 'ANSWERED' }).where(eq(dataCorrections.id, id)).returning();
  return row!;
}
