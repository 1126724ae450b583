import { baseApi } from '@pocket/api-client/base-api';

/** Spec section 3, coupon selection payload. */
export type CouponUseArgs = { userCouponId: number; planId: number };

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    chooseCoupon: build.mutation<null, CouponUseArgs>({
      query: (body) => ({ url: '/coupon/api/couponUsedByPlanId', data: body, needsToken: true }),
      // The repay detail is reloaded after a coupon is chosen (spec section 4).
      invalidatesTags: ['Repay', 'Coupons', 'Loans'],
    }),
  }),
});

export const { useChooseCouponMutation } = api;
