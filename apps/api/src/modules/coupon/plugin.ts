import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';

import { CouponService } from './coupon.service';
import { grantRegistrationCoupons } from './repo';
import { coupons, userCoupons } from './schema';
import { seedCoupons } from './seed';

export { COUPON_MESSAGES, type CouponBill, CouponService } from './coupon.service';
export { appliedCoupon, appliedCouponFrom, appliedCouponFromJson, appliedCouponJson, appliedCoupons, grantCoupon, toCoupon, toState, useCoupon, userCouponsJson } from './repo';
export { type Coupon, couponUsableStatus, couponWaiver, remainingAfterCoupon, type UserCouponState } from './rules';
export type { CouponRow, UserCouponRow } from './schema';
export { seedCoupons } from './seed';
// The coupon kinds, for the activities' catalogue (packs, wheel prizes, the referral reward name them).
export { couponKinds, couponNamesOf, couponRows, userCouponById, userCouponsOf } from './reads';

/** Foreign keys to coupons (hoisted declarations: schema files and doors import each other). */
export function couponKey(): AnyPgColumn {
  return coupons.id;
}
export function userCouponKey(): AnyPgColumn {
  return userCoupons.id;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The coupon room's door: a user's coupons and applying one to a bill (the repayment room's routes use it). */
    coupons: CouponService;
  }
}

/**
 * Coupons: the kinds (seeded), the coupons users hold, and their rules. The room knows no bills: lending reads the
 * coupon applied to a bill (appliedCoupon, the JSON fragments) and consumes it at payoff (useCoupon); other rooms grant
 * coupons (grantCoupon). Only this room writes coupons and user_coupons.
 */
export const coupon = fp(
  async (app) => {
    const now = app.appConfig.now;
    await seedCoupons(app.db);
    app.extensions.userCreated.push((tx, userId) => grantRegistrationCoupons(tx, userId, new Date(now())));
    app.decorate('coupons', new CouponService({ db: app.db, now }));
  },
  { name: 'coupon', dependencies: ['context'] },
);
