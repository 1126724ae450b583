import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { ChannelSettings } from '@pocket/contracts/api/channel';
import { channel } from '@pocket/contracts/calls/app';

/** GET /api/v1/channel/queryByChannelCode/{code} (docs/product.md#calls), called at start-up. */
export const channelApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    queryByChannelCode: build.query<ChannelSettings, string>({
      query: (code) => requestOf(channel, { path: { code } }),
      providesTags: ['Channel'],
    }),
  }),
});
