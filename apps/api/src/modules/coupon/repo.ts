import { and, asc, eq, inArray, isNull } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { jsonRowDecoder } from '../../db/json-rows';
import type { Coupon, UserCouponState } from '../lending/domain/coupon';
import { type CouponRow, coupons, type UserCouponRow, userCoupons } from './schema';

export function toCoupon(c: CouponRow, uc: UserCouponRow): Coupon {
  return { kind: c.kind, amountOff: c.amountOff, discountBp: c.discountBp, minBill: c.minBill, validFrom: uc.validFrom, validUntil: uc.validUntil };
}

export function toState(c: CouponRow, uc: UserCouponRow): UserCouponState {
  return { coupon: toCoupon(c, uc), usedAt: uc.usedAt, appliedPlanId: uc.appliedPlanId };
}

export async function userCouponsOf(tx: Tx, userId: number): Promise<Array<{ uc: UserCouponRow; c: CouponRow }>> {
  const rows = await tx
    .select({ uc: userCoupons, c: coupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(eq(userCoupons.userId, userId))
    .orderBy(asc(userCoupons.id));
  return rows;
}

/** The unused coupon applied to a plan, if any (locked when asked). */
const userCouponFromJson = jsonRowDecoder(userCoupons);
const couponFromJson = jsonRowDecoder(coupons);

/** appliedCoupon's row when read as JSON (`json_build_object('uc', uc, 'c', c)`) inside another statement. */
export const appliedCouponFromJson = (json: { uc: Record<string, unknown>; c: Record<string, unknown> }) => ({
  uc: userCouponFromJson(json.uc),
  c: couponFromJson(json.c),
});

export async function appliedCoupon(tx: Tx, planId: number, lock = false): Promise<{ uc: UserCouponRow; c: CouponRow } | null> {
  const q = tx
    .select({ uc: userCoupons, c: coupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(and(eq(userCoupons.appliedPlanId, planId), isNull(userCoupons.usedAt)));
  const [row] = lock ? await q.for('update', { of: userCoupons }) : await q;
  return row ?? null;
}

/** The coupon applied to each of these bills (not yet used), by bill id: one statement for an order's bills. */
export async function appliedCoupons(tx: Tx, planIds: number[]): Promise<Map<number, { uc: UserCouponRow; c: CouponRow }>> {
  if (planIds.length === 0) return new Map();
  const rows = await tx
    .select({ uc: userCoupons, c: coupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(and(inArray(userCoupons.appliedPlanId, planIds), isNull(userCoupons.usedAt)));
  return new Map(rows.map((row) => [row.uc.appliedPlanId!, row]));
}

/** Grants a coupon to a user, valid from now for the coupon's number of days; answers the user coupon's id. */
export async function grantCoupon(tx: Tx, userId: number, couponId: number, now: Date, source: string): Promise<number | null> {
  const [c] = await tx.select().from(coupons).where(eq(coupons.id, couponId));
  if (!c) return null;
  const [row] = await tx
    .insert(userCoupons)
    .values({ userId, couponId, validFrom: now, validUntil: new Date(now.getTime() + c.validDays * 86_400_000), source })
    .returning({ id: userCoupons.id });
  return row?.id ?? null;
}

export async function grantRegistrationCoupons(tx: Tx, userId: number, now: Date): Promise<void> {
  const rows = await tx.select().from(coupons).where(eq(coupons.grantOnRegistration, true));
  for (const c of rows) await grantCoupon(tx, userId, c.id, now, 'registration');
}
