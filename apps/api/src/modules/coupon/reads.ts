import { asc, eq, inArray, sql } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client';
import { type CouponRow, coupons, type UserCouponRow, userCoupons } from './schema';

// What other rooms read of the coupon kinds (docs/architecture.md#server-modules): the activities' catalogue (packs,
// wheel prizes, the referral reward) names coupons through these, never the coupons table. Their writes go through
// seedCoupons and grantCoupon.

/**
 * Coupon kinds as another room's statement joins them (`left join ${couponRows} c on c.id = ...`): id and name. A
 * plain projection, pulled up into the caller's statement.
 */
export const couponRows = sql`(select id, name from ${coupons})`;

/** The names of the coupon kinds among `ids`, by id (an id that is no coupon is absent). */
export async function couponNamesOf(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: coupons.id, name: coupons.name }).from(coupons).where(inArray(coupons.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Every coupon kind, by id. */
export const couponKinds = (db: Db | Tx): Promise<CouponRow[]> => db.select().from(coupons).orderBy(asc(coupons.id));

/** A borrower's coupons, whole rows, oldest first (what a test of another room checks after a grant or a claim). */
export const userCouponsOf = (db: Db | Tx, userId: number): Promise<UserCouponRow[]> =>
  db.select().from(userCoupons).where(eq(userCoupons.userId, userId)).orderBy(asc(userCoupons.id));

/** One coupon of a borrower by its id (null: none), whole row: where it was applied and whether it was used. */
export async function userCouponById(db: Db | Tx, id: number): Promise<UserCouponRow | null> {
  const [row] = await db.select().from(userCoupons).where(eq(userCoupons.id, id));
  return row ?? null;
}
