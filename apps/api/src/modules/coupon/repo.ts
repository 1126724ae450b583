import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { jsonRowDecoder } from '../../db/json-rows';
import type { Coupon, UserCouponState } from './rules';
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

const userCouponFromJson = jsonRowDecoder(userCoupons);
const couponFromJson = jsonRowDecoder(coupons);

/** appliedCoupon's row when read as JSON (`json_build_object('uc', uc, 'c', c)`) inside another statement. */
export const appliedCouponFromJson = (json: { uc: Record<string, unknown>; c: Record<string, unknown> }) => ({
  uc: userCouponFromJson(json.uc),
  c: couponFromJson(json.c),
});

/** The unused coupon applied to a plan, if any (locked when asked). */
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

/** Consumes a coupon at its bill's payoff (once: a used coupon is never used again). */
export async function useCoupon(tx: Tx, userCouponId: number, planId: number, now: Date): Promise<void> {
  await tx.update(userCoupons).set({ usedAt: now, usedPlanId: planId }).where(and(eq(userCoupons.id, userCouponId), isNull(userCoupons.usedAt)));
}

// Fragments for other rooms' one-statement reads (issue 34): JSON `{ uc, c }` as appliedCouponFromJson decodes it.

/** Every coupon of the user `user` (an SQL expression) with its coupon kind, oldest first, as JSON `{ uc, c }`. */
export const userCouponsJson = (user: SQL) => sql<Array<{ uc: Record<string, unknown>; c: Record<string, unknown> }> | null>`(select json_agg(json_build_object('uc', uc, 'c', c) order by uc.id) from ${userCoupons} uc
      join ${coupons} c on c.id = uc.coupon_id where uc.user_id = ${user})`;

/** The unused coupon applied to the bill `planId` (an SQL expression), as JSON `{ uc, c }` or null. */
export const appliedCouponJson = (planId: SQL) =>
  sql<{ uc: Record<string, unknown>; c: Record<string, unknown> } | null>`(select json_build_object('uc', uc, 'c', c) from ${userCoupons} uc join ${coupons} c on c.id = uc.coupon_id where uc.applied_plan_id = ${planId} and uc.used_at is null limit 1)`;

/**
 * A FROM item (after `cross join`) of the unused coupon `uc` applied to the bill `planId` with its kind `c`, read for
 * that bill alone: `offset 0` keeps the lateral read apart, so that PostgreSQL cannot turn it into a read of every
 * applied coupon of the book through the partial unique index and keep the bill's (issue 34, tenth pass).
 */
export const appliedCouponFrom = (planId: SQL) => sql`lateral (select * from ${userCoupons} uc where uc.applied_plan_id = ${planId} and uc.used_at is null offset 0) uc
  join ${coupons} c on c.id = uc.coupon_id`;
