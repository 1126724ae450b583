import { baseApi } from '@pocket/api-client/base-api';
import type { ClaimPackBody } from '@pocket/contracts/api/activities';

export interface ClaimedPack {
  packId: number;
  name: string;
  coupons: string[];
}

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    claimPack: build.mutation<ClaimedPack, ClaimPackBody>({
      query: (body) => ({ url: '/api/v1/activity/coupon-packs/claim', data: body, needsToken: true }),
      invalidatesTags: ['Activities', 'Coupons'],
    }),
  }),
});

export const { useClaimPackMutation } = api;
