import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { borrowerHolds } from './schema';

/*
 * The desk's read side reads the borrower modules' tables by name (users, kyc_*, loan_orders, payments, vip_memberships,
 * stage_orders, login_records), never their schema.ts or repo.ts; it writes only its own table (borrower_holds).
 */

export interface BorrowerHit {
  id: number | string;
  mobile: string;
  full_name: string | null;
  nrc_number: string | null;
  kyc_done: number | string;
  blocked: boolean | null;
  created_at: Date | string;
}

const KYC_DONE = sql`(case when k.user_id is null then 0 else (select count(*) from kyc_sections s where s.user_id = u.id and s.section in ('base', 'linkman', 'work', 'face')) + 1 end)`;

export type BorrowerMatch = { phone: string } | { number: number } | { nrc: string } | { name: string };

function matchCondition(m: BorrowerMatch): SQL {
  if ('phone' in m) return sql`u.mobile = ${m.phone}`;
  // The uid itself or the owner of that order, as one array computed first (an OR here would scan every borrower).
  if ('number' in m) return sql`u.id = any(array(select ${m.number}::bigint union select o.user_id from loan_orders o where o.id = ${m.number}))`;
  if ('nrc' in m) return sql`k.nrc_number = ${m.nrc}`;
  const prefix = `${m.name.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`;
  return sql`lower(k.full_name) like ${prefix}`;
}

/** Borrowers matching, newest first, keyset-paged by id. */
export async function searchBorrowers(db: Tx, match: BorrowerMatch, beforeId: number | null, limit: number): Promise<BorrowerHit[]> {
  return selectRows<BorrowerHit>(
    db,
    sql`select u.id, u.mobile, k.full_name, k.nrc_number, ${KYC_DONE} as kyc_done, h.blocked, u.created_at
        from users u
        left join kyc_identities k on k.user_id = u.id
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
        from users u left join kyc_identities k on k.user_id = u.id left join borrower_holds h on h.user_id = u.id
        where u.id = ${uid}`,
  );
  return row ?? null;
}

export const kycSectionsOf = (db: Tx, uid: number) =>
  selectRows<{ section: string; updated_at: Date | string }>(db, sql`select section, updated_at from kyc_sections where user_id = ${uid} order by section`);

export const loansOf = (db: Tx, uid: number) =>
  selectRows<Record<string, unknown>>(
    db,
    sql`select id as "orderId", status, principal, term_days as "termDays", reject_reason as "rejectReason", priority_review as "priorityReview",
               created_at as "createdAt", disbursed_at as "disbursedAt", settled_at as "settledAt"
        from loan_orders where user_id = ${uid} order by id desc limit 50`,
  );

export const paymentsOf = (db: Tx, uid: number) =>
  selectRows<Record<string, unknown>>(
    db,
    sql`select id, kind, provider, reference, provider_tx_id as "providerTxId", amount, status, reason, order_id as "orderId",
               created_at as "createdAt", finalized_at as "finalizedAt"
        from payments where user_id = ${uid} order by id desc limit 50`,
  );

export const vipOf = async (db: Tx, uid: number) =>
  (await selectRows<Record<string, unknown>>(db, sql`select status, active_from as "activeFrom", active_until as "activeUntil" from vip_memberships where user_id = ${uid}`))[0] ?? null;

export const stageOrdersOf = (db: Tx, uid: number) =>
  selectRows<Record<string, unknown>>(
    db,
    sql`select order_id as "orderId", phone_id as "phoneId", shop_id as "shopId", price, deposit, deposit_paid_at as "depositPaidAt", created_at as "createdAt"
        from stage_orders where user_id = ${uid} order by order_id desc limit 50`,
  );

export const signInsOf = (db: Tx, uid: number) =>
  selectRows<Record<string, unknown>>(
    db,
    sql`select login_type as "loginType", device_brand as "deviceBrand", app_channel_code as "appChannelCode", app_version_code as "appVersionCode", ip, created_at as "createdAt"
        from login_records where user_id = ${uid} order by id desc limit 20`,
  );

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
