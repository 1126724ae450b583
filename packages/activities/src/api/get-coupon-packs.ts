import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { CouponPack } from '@pocket/contracts/api/activities';
import { couponPacks } from '@pocket/contracts/calls/activities';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCouponPacks: build.query<CouponPack[], { loggedIn: boolean }>({
      query: ({ loggedIn }) => requestOf(couponPacks, { signed: loggedIn }),
      providesTags: ['Activities'],
    }),
  }),
});

export const { useGetCouponPacksQuery } = api;
