import type { Db } from '../../db/client';
import { notFound } from '../../plugins/errors';
import { COUPON_MESSAGES, type CouponBill, type CouponService } from '../coupon/plugin';
import { findPlan, type PlanRow, planState } from '../lending/plugin';
import type { CouponListRead } from './open-bills.repo';

export interface BillCouponsDeps {
  db: Db;
  coupons: CouponService;
}

const billOf = (plan: PlanRow): CouponBill => ({ id: plan.id, settled: plan.status === 'SETTLED', state: planState(plan) });

/** Coupons on bills: the bill is lending's (read, and locked to apply), the coupons the coupon room's. */
export class BillCoupons {
  constructor(private readonly deps: BillCouponsDeps) {}

  /** The user's coupons; with a bill, each with its couponUsableStatus for that bill. */
  async list(userId: number, planId?: number) {
    const found = planId === undefined ? null : await findPlan(this.deps.db, planId, userId);
    if (planId !== undefined && !found) throw notFound(COUPON_MESSAGES.billNotFound);
    return this.deps.coupons.list(userId, found ? billOf(found.plan) : null);
  }

  /**
   * The same from coupon-list's one statement (`readCouponListBySession`: the user's coupons and open bills); a bill
   * not among the open ones (settled, or not the user's) is read on its own, as `list` reads it.
   */
  async listFrom(userId: number, read: CouponListRead, planId?: number) {
    if (planId === undefined) return this.deps.coupons.listFrom(read.coupons, null);
    const plan = read.openPlans.find((p) => p.id === planId) ?? (await findPlan(this.deps.db, planId, userId))?.plan;
    if (!plan) throw notFound(COUPON_MESSAGES.billNotFound);
    return this.deps.coupons.listFrom(read.coupons, billOf(plan));
  }

  /** couponUsedByPlanId: the bill locked first (a payoff waits), then the coupon applied to it. */
  async apply(userId: number, userCouponId: number, planId: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const found = await findPlan(tx, planId, userId, true);
      if (!found) throw notFound(COUPON_MESSAGES.billNotFound);
      await this.deps.coupons.apply(tx, userId, userCouponId, billOf(found.plan));
    });
  }
}
