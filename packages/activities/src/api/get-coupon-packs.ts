import { baseApi } from '@pocket/api-client/base-api';
import type { CouponPack } from '@pocket/contracts/api/activities';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCouponPacks: build.query<CouponPack[], { loggedIn: boolean }>({
      query: ({ loggedIn }) => ({ url: '/api/v1/activity/coupon-packs', method: 'GET', needsToken: loggedIn }),
      providesTags: ['Activities'],
    }),
  }),
});

export const { useGetCouponPacksQuery } = api;
