import { baseApi } from '@pocket/api-client/base-api';
import type { VipCardInfo } from '@pocket/contracts/api/vip';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Anonymous callers get the cards; a signed call adds the membership and a payment in flight.
    getVipCardInfo: build.query<VipCardInfo, { signed: boolean }>({
      query: ({ signed }) => ({ url: '/vip/getVipCardInfo', method: 'GET', needsToken: signed }),
      providesTags: ['Vip'],
    }),
  }),
});

export const { useGetVipCardInfoQuery } = api;
