import { and, desc, eq, sql } from 'drizzle-orm';

import type { KycReviewFlag } from '@pocket/contracts/api/staff';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { deviceReportRows } from '../telemetry/plugin';
import { accountRows } from '../user/plugin';
import { kycIdentities, kycReviews, kycSections } from './schema';

/*
 * KYC cases for a person. The device look-alikes read telemetry's device reports through its door (`deviceReportRows`),
 * the accounts through the user's (`accountRows`), read-only.
 */

export type ReviewRow = typeof kycReviews.$inferSelect;

export async function latestReview(db: Tx, userId: number): Promise<ReviewRow | null> {
  const [row] = await db.select().from(kycReviews).where(eq(kycReviews.userId, userId)).orderBy(desc(kycReviews.id)).limit(1);
  return row ?? null;
}

/** Opens a pending case; a concurrent second one is dropped by the one-pending index. */
export async function openReview(db: Tx, userId: number, flags: string[], at: Date): Promise<void> {
  await db
    .insert(kycReviews)
    .values({ userId, status: 'pending', flags, openedAt: at })
    .onConflictDoNothing({ target: kycReviews.userId, where: sql`status = 'pending'` });
}

/**
 * Re-opens KYC for a person (a correction of a verified field): the pending case, with `flag` added, or a new one.
 * Answers the case's id.
 */
export async function reopenReview(db: Tx, userId: number, flag: KycReviewFlag, at: Date): Promise<number> {
  const pending = async () => (await db.select().from(kycReviews).where(and(eq(kycReviews.userId, userId), eq(kycReviews.status, 'pending'))).for('update'))[0];
  let row = await pending();
  if (!row) {
    await openReview(db, userId, [flag], at);
    row = (await pending())!;
  }
  if (!row.flags.includes(flag)) await db.update(kycReviews).set({ flags: [...row.flags, flag] }).where(eq(kycReviews.id, row.id));
  return row.id;
}

export async function nrcOnOtherAccounts(db: Tx, userId: number): Promise<number> {
  const [row] = await selectRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from ${kycIdentities} o join ${kycIdentities} me on me.nrc_number = o.nrc_number where me.user_id = ${userId} and o.user_id <> ${userId}`,
  );
  return Number(row?.n ?? 0);
}

const MY_DEVICES = (userId: number) => sql`(select g.device_id from ${deviceReportRows} g where g.user_id = ${userId})`;

export async function accountsOnSameDevice(db: Tx, userId: number): Promise<number> {
  const [row] = await selectRows<{ n: number | string }>(
    db,
    sql`select count(distinct o.user_id) as n from ${deviceReportRows} o where o.device_id in ${MY_DEVICES(userId)} and o.user_id <> ${userId}`,
  );
  return Number(row?.n ?? 0);
}

export interface QueueRow {
  id: number | string;
  user_id: number | string;
  flags: string[];
  opened_at: Date | string;
  mobile: string;
  full_name: string | null;
}

/** Pending cases, oldest first, keyset-paged by (opened_at, id). */
export async function pendingReviews(db: Tx, after: { openedAt: Date; id: number } | null, limit: number): Promise<QueueRow[]> {
  const from = after ? sql`and (r.opened_at, r.id) > (${after.openedAt.toISOString()}::timestamptz, ${after.id})` : sql``;
  return selectRows<QueueRow>(
    db,
    sql`select r.id, r.user_id, r.flags, r.opened_at, u.mobile, k.full_name
      from ${kycReviews} r join ${accountRows} u on u.id = r.user_id left join ${kycIdentities} k on k.user_id = r.user_id
      where r.status = 'pending' ${from} order by r.opened_at, r.id limit ${limit}`,
  );
}

export async function reviewById(db: Tx, id: number): Promise<ReviewRow | null> {
  const [row] = await db.select().from(kycReviews).where(eq(kycReviews.id, id)).limit(1);
  return row ?? null;
}

/** The decision as one conditional update: only a pending case changes; null when it was not pending. */
export async function decideReview(db: Tx, id: number, change: { status: 'approved' | 'rejected'; reasonCode: string | null; decidedBy: number; at: Date }) {
  const [row] = await db
    .update(kycReviews)
    .set({ status: change.status, reasonCode: change.reasonCode, decidedBy: change.decidedBy, decidedAt: change.at })
    .where(and(eq(kycReviews.id, id), eq(kycReviews.status, 'pending')))
    .returning();
  return row ?? null;
}

export interface LookAlikeRow {
  user_id: number | string;
  mobile: string;
  full_name: string | null;
  created_at: Date | string;
  matches: string[];
  review_status: string | null;
}

/**
 * Other accounts that share with this one: the NRC, a phone (their mobile is one of this borrower's emergency
 * contacts, or they name this borrower's mobile as one), or a device id. At most 50.
 */
export async function lookAlikes(db: Tx, userId: number): Promise<LookAlikeRow[]> {
  return selectRows<LookAlikeRow>(
    db,
    sql`with me as (select u.id, u.mobile, '0' || substr(u.mobile, 5) as local from ${accountRows} u where u.id = ${userId}),
      contacts as (select '+260' || substr(v, 2) as mobile from ${kycSections} s, lateral (values (s.data->>'mobile1'), (s.data->>'mobile2')) c(v)
        where s.user_id = ${userId} and s.section = 'linkman'),
      hits as (
        select o.user_id, 'nrc' as match from ${kycIdentities} o join ${kycIdentities} mine on mine.nrc_number = o.nrc_number and mine.user_id = ${userId} where o.user_id <> ${userId}
        union select u.id, 'phone' from ${accountRows} u where u.mobile in (select mobile from contacts) and u.id <> ${userId}
        union select s.user_id, 'phone' from ${kycSections} s, me where s.section = 'linkman' and (s.data->>'mobile1' = me.local or s.data->>'mobile2' = me.local) and s.user_id <> ${userId}
        union select o.user_id, 'device' from ${deviceReportRows} o where o.device_id in ${MY_DEVICES(userId)} and o.user_id <> ${userId}
      )
      select u.id as user_id, u.mobile, k.full_name, u.created_at, array_agg(distinct h.match order by h.match) as matches,
        (select r.status from ${kycReviews} r where r.user_id = u.id order by r.id desc limit 1) as review_status
      from hits h join ${accountRows} u on u.id = h.user_id left join ${kycIdentities} k on k.user_id = u.id
      group by u.id, u.mobile, k.full_name, u.created_at order by u.id limit 50`,
  );
}
