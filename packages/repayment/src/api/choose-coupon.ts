import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import { useCoupon } from '@pocket/contracts/calls/repayment';

/** docs/product.md#app-state-and-entities, coupon selection payload. */
export type CouponUseArgs = { userCouponId: number; planId: number };

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    chooseCoupon: build.mutation<null, CouponUseArgs>({
      query: (body) => requestOf(useCoupon, { body }),
      // The repay detail is reloaded after a coupon is chosen (docs/product.md#states-and-transitions).
      invalidatesTags: ['Repay', 'Coupons', 'Loans'],
    }),
  }),
});

export const { useChooseCouponMutation } = api;
