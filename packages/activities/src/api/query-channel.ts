import { baseApi } from '@pocket/api-client/base-api';
import type { ChannelSettings } from '@pocket/contracts/api/channel';

/** GET /api/v1/channel/queryByChannelCode/{code} (docs/product.md#calls), called at start-up. */
export const channelApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    queryByChannelCode: build.query<ChannelSettings, string>({
      query: (code) => ({ url: `/api/v1/channel/queryByChannelCode/${encodeURIComponent(code)}`, method: 'GET' }),
      providesTags: ['Channel'],
    }),
  }),
});
