import { and, eq, isNull } from 'drizzle-orm';

import { lusakaDate } from '@pocket/contracts/lusaka-date';
import { ngwee } from '@pocket/contracts/money';
import type { PlanState } from '@pocket/contracts/plan-state';

import type { Db, Tx } from '../../db/client';
import { badRequest, notFound } from '../../plugins/errors';
import { toState, userCouponsOf } from './repo';
import { couponUsableStatus } from './rules';
import { type CouponRow, userCoupons, type UserCouponRow } from './schema';

export const COUPON_MESSAGES = {
  notFound: 'This coupon does not exist',
  notUsable: 'This coupon cannot be used on this bill',
  billNotFound: 'This bill does not exist',
};

/** A bill as coupons see it: the room that owns bills reads it (and locks it before `apply`). */
export interface CouponBill {
  id: number;
  settled: boolean;
  state: PlanState;
}

export interface CouponDeps {
  db: Db;
  now: () => number;
}

/** The user's coupons and applying one to a bill; the bill is read by its owner (lending) and handed in. */
export class CouponService {
  constructor(private readonly deps: CouponDeps) {}

  /** The user's coupons; with a bill, each with its couponUsableStatus for that bill. */
  async list(userId: number, bill: CouponBill | null) {
    return this.listFrom(await userCouponsOf(this.deps.db, userId), bill);
  }

  /** The same from coupons read beforehand (coupon-list's one statement): no statement. */
  listFrom(rows: Array<{ uc: UserCouponRow; c: CouponRow }>, bill: CouponBill | null) {
    const now = new Date(this.deps.now());
    return rows.map(({ uc, c }) => ({
      userCouponId: uc.id,
      couponName: c.name,
      kind: c.kind,
      amountOff: ngwee(c.amountOff),
      discountPercent: c.discountBp / 100,
      minBill: ngwee(c.minBill),
      validFrom: lusakaDate(uc.validFrom),
      validUntil: lusakaDate(uc.validUntil),
      used: uc.usedAt !== null,
      appliedPlanId: uc.appliedPlanId,
      couponUsableStatus: bill ? couponUsableStatus(toState(c, uc), bill.id, bill.state, now) : uc.usedAt || now > uc.validUntil ? 0 : 1,
    }));
  }

  /**
   * couponUsedByPlanId: applies the coupon to the bill, replacing the one applied; consumed only at payoff. Runs in the
   * caller's transaction, after the caller locked the bill (so that a payoff cannot pass in between).
   */
  async apply(tx: Tx, userId: number, userCouponId: number, bill: CouponBill): Promise<void> {
    const now = new Date(this.deps.now());
    const mine = await userCouponsOf(tx, userId);
    const target = mine.find((r) => r.uc.id === userCouponId);
    if (!target) throw notFound(COUPON_MESSAGES.notFound);
    const [locked] = await tx.select().from(userCoupons).where(eq(userCoupons.id, userCouponId)).for('update');
    const status = couponUsableStatus(toState(target.c, locked!), bill.id, bill.state, now);
    if (bill.settled || status === 0) throw badRequest(COUPON_MESSAGES.notUsable);
    if (status === 2) return;
    await tx.update(userCoupons).set({ appliedPlanId: null }).where(and(eq(userCoupons.appliedPlanId, bill.id), isNull(userCoupons.usedAt)));
    const [applied] = await tx
      .update(userCoupons)
      .set({ appliedPlanId: bill.id })
      .where(and(eq(userCoupons.id, userCouponId), isNull(userCoupons.usedAt), isNull(userCoupons.appliedPlanId)))
      .returning({ id: userCoupons.id });
    if (!applied) throw badRequest(COUPON_MESSAGES.notUsable);
  }
}
