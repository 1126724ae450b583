import { z } from 'zod';

import { kwacha } from '../money/codec';
import { emptyAnswer, envelope, idField } from './common';

/** POST /api/v4/my/coupon-list: the user's coupons; with planId, usable status for that bill. */
export const couponListBody = z.object({ planId: idField.optional() });
export const couponListAnswer = envelope(
  z.array(
    z.object({
      userCouponId: z.number().int(),
      couponName: z.string(),
      kind: z.string(),
      amountOff: kwacha,
      discountPercent: z.number(),
      minBill: kwacha,
      validFrom: z.string(),
      validUntil: z.string(),
      used: z.boolean(),
      appliedPlanId: z.number().int().nullable(),
      couponUsableStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    }),
  ),
);

/** POST /api/coupon/api/couponUsedByPlanId (docs/product.md#app-state-and-entities, coupon selection payload). */
export const couponUseBody = z.object({ userCouponId: idField, planId: idField });
export const couponUseAnswer = emptyAnswer;
