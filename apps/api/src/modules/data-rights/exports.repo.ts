import { and, desc, eq, lt, sql } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { type DataExportRow, dataExports } from './schema';

export const latestOf = async (db: Tx, userId: number): Promise<DataExportRow | undefined> =>
  (await db.select().from(dataExports).where(eq(dataExports.userId, userId)).orderBy(desc(dataExports.requestedAt), desc(dataExports.id)).limit(1))[0];

export const insertExport = async (db: Tx, row: { userId: number; linkKey: string; requestedAt: Date }): Promise<DataExportRow> =>
  (await db.insert(dataExports).values({ ...row, status: 'PREPARING' }).returning())[0]!;

/** Claims the oldest export waiting to be prepared; a second process skips the row this one holds (FOR UPDATE SKIP LOCKED). */
export async function claimPreparing(tx: Tx): Promise<{ id: number; userId: number } | undefined> {
  const [row] = await selectRows<{ id: number | string; user_id: number | string }>(
    tx,
    sql`select id, user_id from data_exports where status = 'PREPARING' order by requested_at, id limit 1 for update skip locked`,
  );
  return row && { id: Number(row.id), userId: Number(row.user_id) };
}

export const markReady = (tx: Tx, id: number, files: { json: string; html: string; readyAt: Date; expiresAt: Date }) =>
  tx.update(dataExports).set({ ...files, status: 'READY', attempts: sql`${dataExports.attempts} + 1` }).where(eq(dataExports.id, id));

/** A failed try: the row stays PREPARING for the next run, FAILED after the last try. */
export const markFailed = (db: Tx, id: number, error: string, lastTry: number) =>
  db
    .update(dataExports)
    .set({ attempts: sql`${dataExports.attempts} + 1`, lastError: error.slice(0, 500), status: sql`case when ${dataExports.attempts} + 1 >= ${lastTry} then 'FAILED' else status end` })
    .where(eq(dataExports.id, id));

export const byLinkKey = async (db: Db, linkKey: string): Promise<DataExportRow | undefined> =>
  (await db.select().from(dataExports).where(eq(dataExports.linkKey, linkKey)).limit(1))[0];

/** The files of expired exports are deleted; the row stays (when it was asked for and ready). */
export const dropExpiredFiles = (db: Db, now: Date) =>
  db.update(dataExports).set({ json: null, html: null }).where(and(eq(dataExports.status, 'READY'), lt(dataExports.expiresAt, now), sql`${dataExports.json} is not null`));
