import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { Inside } from '@pocket/contracts/api/contract';
import type { couponListAnswer } from '@pocket/contracts/api/coupon';
import { couponList } from '@pocket/contracts/calls/repayment';

export type UserCoupon = Inside<typeof couponListAnswer>['data'][number];

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCouponList: build.query<UserCoupon[], void>({
      query: () => requestOf(couponList, { body: {} }),
      providesTags: ['Coupons'],
    }),
  }),
});

export const { useGetCouponListQuery } = api;
