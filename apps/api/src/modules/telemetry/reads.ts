import { asc, eq, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { grabInfos, trackingPoints } from './schema';

// What other rooms read of the device reports (type 1): the credit policy's device features (docs/credit-policy.md).

/**
 * Device reports (type 1) as another room's statement reads them (`from ${deviceReportRows} g`): the borrower and the
 * device id the app reported. A plain projection with the type's filter, pulled up into the caller's statement (so the
 * device index, on the device id of type 1, still serves it).
 */
export const deviceReportRows = sql`(select user_id, info->>'deviceid' as device_id from ${grabInfos} where type = 1)`;

/** The borrower's device ids as the app reported them, as a subquery of one column. */
const deviceIdsOf = (userId: number) =>
  sql`(select g.info->>'deviceid' from ${grabInfos} g where g.user_id = ${userId} and g.type = 1 and coalesce(g.info->>'deviceid', '') <> '')`;

/**
 * The same two counts as columns of another room's one statement (the credit decision's facts, lending's
 * decision-facts.ts): `devices`, `others`.
 */
export const deviceCountColumns = (userId: number) => ({
  devices: sql<number | string>`(select count(distinct d.id) from ${deviceIdsOf(userId)} d(id))`,
  others: sql<number | string>`(select count(distinct o.user_id) from ${grabInfos} o where o.type = 1 and (o.info->>'deviceid') in ${deviceIdsOf(userId)} and o.user_id <> ${userId})`,
});

/** How many device ids the borrower's app reported, and how many other accounts reported any of them: one statement. */
export async function deviceCounts(tx: Tx, userId: number): Promise<{ devices: number; otherAccounts: number }> {
  const c = deviceCountColumns(userId);
  const [row] = await selectRows<{ devices: number | string; others: number | string }>(tx, sql`select ${c.devices} as devices, ${c.others} as others`);
  return { devices: Number(row?.devices ?? 0), otherAccounts: Number(row?.others ?? 0) };
}

/** A borrower's device (type 1) and location (type 2) reports, whole rows, oldest first. */
export const grabInfosOf = (db: Tx, userId: number) => db.select().from(grabInfos).where(eq(grabInfos.userId, userId)).orderBy(asc(grabInfos.id));

/** The tracking points of one page id, whole rows (their body and the headers they came with), oldest first. */
export const trackingPointsOf = (db: Tx, pageId: string) => db.select().from(trackingPoints).where(eq(trackingPoints.pageId, pageId)).orderBy(asc(trackingPoints.id));
