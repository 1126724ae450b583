import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { MarketBanner } from '@pocket/contracts/api/activities';
import { marketList } from '@pocket/contracts/calls/activities';

export const marketListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMarketList: build.query<MarketBanner[], void>({
      query: () => requestOf(marketList),
    }),
  }),
});
