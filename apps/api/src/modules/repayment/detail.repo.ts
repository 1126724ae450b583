import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { coupons, userCoupons } from '../coupon/schema';
import { loanOrders, loanPlans } from '../lending/schema';
import { payments } from '../payments/schema';

/**
 * getRepayDetailV2's reads, each a prepared statement keyed by (orderId, userId), so all of them run at once (one
 * round trip's wait) instead of one after another. Only the order's read decides whether the order is the caller's;
 * the others are used only when it is.
 */
const reads = preparedFor((db: Db) => {
  const orderId = sql.placeholder('orderId');
  const userId = sql.placeholder('userId');
  const plansOfOrder = db.select({ id: loanPlans.id }).from(loanPlans).where(eq(loanPlans.orderId, orderId));
  return {
    order: db
      .select()
      .from(loanOrders)
      .where(and(eq(loanOrders.id, orderId), eq(loanOrders.userId, userId)))
      .prepare('repay_detail_order'),
    plans: db
      .select()
      .from(loanPlans)
      .where(and(eq(loanPlans.orderId, orderId), eq(loanPlans.userId, userId)))
      .orderBy(asc(loanPlans.loanPeriod))
      .prepare('repay_detail_plans'),
    userCoupons: db
      .select({ uc: userCoupons, c: coupons })
      .from(userCoupons)
      .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
      .where(eq(userCoupons.userId, userId))
      .orderBy(asc(userCoupons.id))
      .prepare('repay_detail_user_coupons'),
    applied: db
      .select({ uc: userCoupons, c: coupons })
      .from(userCoupons)
      .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
      .where(and(inArray(userCoupons.appliedPlanId, plansOfOrder), isNull(userCoupons.usedAt)))
      .prepare('repay_detail_applied_coupons'),
    pending: db
      .select()
      .from(payments)
      .where(and(inArray(payments.planId, plansOfOrder), eq(payments.status, 'PENDING'), inArray(payments.kind, ['REPAY', 'EXTENSION'])))
      .orderBy(desc(payments.id))
      .prepare('repay_detail_pending_payments'),
  };
});

export async function readRepayDetail(db: Db, userId: number, orderId: number) {
  const q = reads(db);
  const values = { orderId, userId };
  const [[order], plans, mine, applied, pending] = await Promise.all([
    q.order.execute(values),
    q.plans.execute(values),
    q.userCoupons.execute(values),
    q.applied.execute(values),
    q.pending.execute(values),
  ]);
  if (!order) return null;
  return { order, plans, userCoupons: mine, applied, pending };
}
