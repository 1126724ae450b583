import { baseApi } from '@pocket/api-client/base-api';
import type { couponListAnswer } from '@pocket/contracts/api/coupon';

export type UserCoupon = ReturnType<typeof couponListAnswer.parse>['data'][number];

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCouponList: build.query<UserCoupon[], void>({
      query: () => ({ url: '/api/v4/my/coupon-list', data: {}, needsToken: true }),
      providesTags: ['Coupons'],
    }),
  }),
});

export const { useGetCouponListQuery } = api;
