import { percentOf } from '@pocket/contracts/money';
import { type Components, outstanding, type PlanState, sum, zero } from '@pocket/contracts/plan-state';

export interface Coupon {
  kind: 'AMOUNT_OFF' | 'INTEREST_DISCOUNT';
  /** ngwee off, for AMOUNT_OFF */
  amountOff: number;
  /** share of interest off, for INTEREST_DISCOUNT */
  discountBp: number;
  /** the bill (principal + interest + fee) must be at least this, in ngwee */
  minBill: number;
  validFrom: Date;
  validUntil: Date;
}

export interface UserCouponState {
  coupon: Coupon;
  usedAt: Date | null;
  /** The plan it is applied to now, if any. */
  appliedPlanId: number | null;
}

/** couponUsableStatus of the spec: 2 applied to this plan, 1 usable on it, 0 not usable (used, expired, below the minimum, on another plan, or the bill is paid off). */
export type CouponUsableStatus = 0 | 1 | 2;

export function couponUsableStatus(
  uc: UserCouponState,
  planId: number,
  plan: PlanState,
  now: Date,
): CouponUsableStatus {
  if (uc.usedAt) return 0;
  if (uc.appliedPlanId === planId) return 2;
  if (uc.appliedPlanId !== null) return 0;
  // a paid-off bill has nothing left to take a coupon off (the list must not offer what applying would refuse)
  if (sum(outstanding(plan)) === 0) return 0;
  if (now < uc.coupon.validFrom || now > uc.coupon.validUntil) return 0;
  if (plan.due.principal + plan.due.interest + plan.due.fee < uc.coupon.minBill) return 0;
  return 1;
}

/**
 * What the coupon takes off the bill now, per component. Amount off comes from interest, then fee, then penalty,
 * then principal; an interest discount only from interest. Never more than is still owed.
 */
export function couponWaiver(coupon: Coupon, plan: PlanState): Components {
  const owed = outstanding(plan);
  const waiver = zero();
  if (coupon.kind === 'INTEREST_DISCOUNT') {
    waiver.interest = Math.min(owed.interest, percentOf(plan.due.interest, coupon.discountBp));
    return waiver;
  }
  let left = Math.min(coupon.amountOff, sum(owed));
  for (const k of ['interest', 'fee', 'penalty', 'principal'] as const) {
    const take = Math.min(left, owed[k]);
    waiver[k] = take;
    left -= take;
  }
  return waiver;
}

/** What is still owed after an applied coupon (the spec's remainingAmount). */
export function remainingAfterCoupon(plan: PlanState, coupon: Coupon | null): number {
  const owed = sum(outstanding(plan));
  return coupon ? owed - sum(couponWaiver(coupon, plan)) : owed;
}

