import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { coupons, userCoupons } from './schema';

// What other rooms' tests read and set of the coupons' tables, so that no test outside coupon names them.

/** The coupon `couponId` renamed by `change` (e.g. a suffix added or taken off), as a catalogue edit would. */
export async function renameCoupon(db: Db, couponId: number, change: (name: string) => string): Promise<void> {
  const [row] = await db.select({ name: coupons.name }).from(coupons).where(eq(coupons.id, couponId));
  await db.update(coupons).set({ name: change(row!.name) }).where(eq(coupons.id, couponId));
}

/** The coupon ids the borrower holds from `source` (e.g. `pack:<code>`). */
export const couponIdsFromSource = async (db: Db, userId: number, source: string): Promise<number[]> =>
  (await db.select({ couponId: userCoupons.couponId }).from(userCoupons).where(and(eq(userCoupons.userId, userId), eq(userCoupons.source, source)))).map((r) => r.couponId);
