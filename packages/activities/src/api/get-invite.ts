import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { InviteData } from '@pocket/contracts/api/activities';
import { invite } from '@pocket/contracts/calls/activities';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInvite: build.query<InviteData, void>({
      query: () => requestOf(invite),
      providesTags: ['Activities'],
    }),
  }),
});

export const { useGetInviteQuery } = api;
