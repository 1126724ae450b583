import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { kycIdentityRows, kycSectionRows } from '../kyc/plugin';
import { orderOwnerOf } from '../lending/plugin';
import { accountRows } from '../user/plugin';
import { borrowerHolds } from './schema';

/*
 * The desk's read side reads the borrower modules through their doors: their read functions (a borrower's loans,
 * payments, membership, phone orders, sign-ins, KYC sections) and the relations they publish for its one-statement
 * searches (accounts, identities, sections); it writes only its own table (borrower_holds).
 */

export { kycSectionsOf } from '../kyc/plugin';
export { loansOfBorrower as loansOf } from '../lending/plugin';
export { signInsOf } from '../login-record/plugin';
export { paymentsOfBorrower as paymentsOf } from '../payments/plugin';
export { stageOrdersOfBorrower as stageOrdersOf } from '../stage/plugin';
export { membershipOfBorrower as vipOf } from '../vip/plugin';

export interface BorrowerHit {
  id: number | string;
  mobile: string;
  full_name: string | null;
  nrc_number: string | null;
  kyc_done: number | string;
  blocked: boolean | null;
  created_at: Date | string;
}

const KYC_DONE = sql`(case when k.user_id is null then 0 else (select count(*) from ${kycSectionRows} s where s.user_id = u.id and s.section in ('base', 'linkman', 'work', 'face')) + 1 end)`;

export type BorrowerMatch = { phone: string } | { number: number } | { nrc: string } | { name: string };

function matchCondition(m: BorrowerMatch): SQL {
  if ('phone' in m) return sql`u.mobile = ${m.phone}`;
  // The uid itself or the owner of that order, as one array computed first (an OR here would scan every borrower).
  if ('number' in m) return sql`u.id = any(array(select ${m.number}::bigint union ${orderOwnerOf(sql`${m.number}`)}))`;
  if ('nrc' in m) return sql`k.nrc_number = ${m.nrc}`;
  const prefix = `${m.name.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`;
  return sql`lower(k.full_name) like ${prefix}`;
}

/** Borrowers matching, newest first, keyset-paged by id. */
export async function searchBorrowers(db: Tx, match: BorrowerMatch, beforeId: number | null, limit: number): Promise<BorrowerHit[]> {
  return selectRows<BorrowerHit>(
    db,
    sql`select u.id, u.mobile, k.full_name, k.nrc_number, ${KYC_DONE} as kyc_done, h.blocked, u.created_at
        from ${accountRows} u
        left join ${kycIdentityRows} k on k.user_id = u.id
        left join borrower_holds h on h.user_id = u.id
        where ${matchCondition(match)} ${beforeId === null ? sql`` : sql`and u.id < ${beforeId}`}
        order by u.id desc limit ${limit}`,
  );
}

export async function findBorrower(db: Tx, uid: number) {
  const [row] = await selectRows<BorrowerHit & { register_channel: string | null; device_brand: string | null; reason: string | null; nrc_front_upload_id: string | null; nrc_back_upload_id: string | null }>(
    db,
    sql`select u.id, u.mobile, u.register_channel, u.device_brand, k.full_name, k.nrc_number, k.nrc_front_upload_id, k.nrc_back_upload_id,
               ${KYC_DONE} as kyc_done, h.blocked, h.reason, u.created_at
        from ${accountRows} u left join ${kycIdentityRows} k on k.user_id = u.id left join borrower_holds h on h.user_id = u.id
        where u.id = ${uid}`,
  );
  return row ?? null;
}

export async function holdOf(tx: Tx, uid: number) {
  const [row] = await tx.select().from(borrowerHolds).where(eq(borrowerHolds.userId, uid)).for('update');
  return row ?? null;
}

export async function isBlocked(tx: Tx, uid: number): Promise<boolean> {
  const [row] = await tx.select({ blocked: borrowerHolds.blocked }).from(borrowerHolds).where(eq(borrowerHolds.userId, uid));
  return row?.blocked === true;
}

export async function setHold(tx: Tx, row: typeof borrowerHolds.$inferInsert): Promise<void> {
  await tx
    .insert(borrowerHolds)
    .values(row)
    .onConflictDoUpdate({ target: borrowerHolds.userId, set: { blocked: row.blocked, reason: row.reason, changedBy: row.changedBy, changedAt: row.changedAt } });
}
