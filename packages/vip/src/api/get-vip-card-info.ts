import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { VipCardInfo } from '@pocket/contracts/api/vip';
import { vipCardInfo } from '@pocket/contracts/calls/vip';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Anonymous callers get the cards; a signed call adds the membership and a payment in flight.
    getVipCardInfo: build.query<VipCardInfo, { signed: boolean }>({
      query: ({ signed }) => requestOf(vipCardInfo, { signed }),
      providesTags: ['Vip'],
    }),
  }),
});

export const { useGetVipCardInfoQuery } = api;
