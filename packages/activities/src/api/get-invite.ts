import { baseApi } from '@pocket/api-client/base-api';
import type { InviteData } from '@pocket/contracts/api/activities';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInvite: build.query<InviteData, void>({
      query: () => ({ url: '/api/v1/activity/invite', method: 'GET', needsToken: true }),
      providesTags: ['Activities'],
    }),
  }),
});

export const { useGetInviteQuery } = api;
