import { and, eq, isNull } from 'drizzle-orm';

import { lusakaDate } from '@pocket/contracts/lusaka-date';
import { toKwacha } from '@pocket/contracts/money';

import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../plugins/errors';
import { couponUsableStatus } from '../lending/domain/coupon';
import { findPlan, planState } from '../lending/repo';
import type { PlanRow } from '../lending/schema';
import { toState, userCouponsOf } from './repo';
import { type CouponRow, userCoupons, type UserCouponRow } from './schema';

export const COUPON_MESSAGES = {
  notFound: 'This coupon does not exist',
  notUsable: 'This coupon cannot be used on this bill',
  billNotFound: 'This bill does not exist',
};

export class CouponService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** The user's coupons; with a plan, each with its couponUsableStatus for that plan. */
  async list(userId: number, planId?: number) {
    const found = planId === undefined ? null : await findPlan(this.db, planId, userId);
    if (planId !== undefined && !found) throw notFound(COUPON_MESSAGES.billNotFound);
    return this.#answer(await userCouponsOf(this.db, userId), found?.plan ?? null);
  }

  /**
   * The same from coupon-list's one statement (`readCouponListBySession`: the user's coupons and open bills); a bill
   * not among the open ones (settled, or not the user's) is read on its own, as `list` reads it.
   */
  async listFrom(userId: number, read: { coupons: Array<{ uc: UserCouponRow; c: CouponRow }>; openPlans: PlanRow[] }, planId?: number) {
    if (planId === undefined) return this.#answer(read.coupons, null);
    const plan = read.openPlans.find((p) => p.id === planId) ?? (await findPlan(this.db, planId, userId))?.plan;
    if (!plan) throw notFound(COUPON_MESSAGES.billNotFound);
    return this.#answer(read.coupons, plan);
  }

  #answer(rows: Array<{ uc: UserCouponRow; c: CouponRow }>, plan: PlanRow | null) {
    const now = new Date(this.now());
    return rows.map(({ uc, c }) => ({
      userCouponId: uc.id,
      couponName: c.name,
      kind: c.kind,
      amountOff: toKwacha(c.amountOff),
      discountPercent: c.discountBp / 100,
      minBill: toKwacha(c.minBill),
      validFrom: lusakaDate(uc.validFrom),
      validUntil: lusakaDate(uc.validUntil),
      used: uc.usedAt !== null,
      appliedPlanId: uc.appliedPlanId,
      couponUsableStatus: plan ? couponUsableStatus(toState(c, uc), plan.id, planState(plan), now) : uc.usedAt || now > uc.validUntil ? 0 : 1,
    }));
  }

  /** couponUsedByPlanId: applies the coupon to the plan, replacing the one applied; consumed only at payoff. */
  async apply(userId: number, userCouponId: number, planId: number): Promise<void> {
    const now = new Date(this.now());
    await this.db.transaction(async (tx) => {
      const found = await findPlan(tx, planId, userId, true);
      if (!found) throw notFound(COUPON_MESSAGES.billNotFound);
      const mine = await userCouponsOf(tx, userId);
      const target = mine.find((r) => r.uc.id === userCouponId);
      if (!target) throw notFound(COUPON_MESSAGES.notFound);
      const [locked] = await tx.select().from(userCoupons).where(eq(userCoupons.id, userCouponId)).for('update');
      const status = couponUsableStatus(toState(target.c, locked!), planId, planState(found.plan), now);
      if (found.plan.status === 'SETTLED' || status === 0) throw badRequest(COUPON_MESSAGES.notUsable);
      if (status === 2) return;
      await tx.update(userCoupons).set({ appliedPlanId: null }).where(and(eq(userCoupons.appliedPlanId, planId), isNull(userCoupons.usedAt)));
      const [applied] = await tx
        .update(userCoupons)
        .set({ appliedPlanId: planId })
        .where(and(eq(userCoupons.id, userCouponId), isNull(userCoupons.usedAt), isNull(userCoupons.appliedPlanId)))
        .returning({ id: userCoupons.id });
      if (!applied) throw badRequest(COUPON_MESSAGES.notUsable);
    });
  }
}
