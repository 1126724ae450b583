import { baseApi } from '@pocket/api-client/base-api';
import type { MarketBanner } from '@pocket/contracts/api/activities';

export const marketListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMarketList: build.query<MarketBanner[], void>({
      query: () => ({ url: '/api/v1/activity/market-list', method: 'GET' }),
    }),
  }),
});
