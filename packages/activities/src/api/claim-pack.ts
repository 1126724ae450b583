import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { ClaimPackBody } from '@pocket/contracts/api/activities';
import { claimPack } from '@pocket/contracts/calls/activities';

export interface ClaimedPack {
  packId: number;
  name: string;
  coupons: string[];
}

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    claimPack: build.mutation<ClaimedPack, ClaimPackBody>({
      query: (body) => requestOf(claimPack, { body }),
      invalidatesTags: ['Activities', 'Coupons'],
    }),
  }),
});

export const { useClaimPackMutation } = api;
