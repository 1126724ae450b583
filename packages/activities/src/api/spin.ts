import { baseApi } from '@pocket/api-client/base-api';
import type { SpinData } from '@pocket/contracts/api/activities';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    spin: build.mutation<SpinData, { idempotencyKey: string }>({
      query: ({ idempotencyKey }) => ({ url: '/api/v1/activity/turntable/spin', data: {}, needsToken: true, idempotencyKey }),
      // A won prize is a new coupon; the wheel's history is refreshed when the animation ends (see the page).
      invalidatesTags: ['Coupons'],
    }),
  }),
});

export const { useSpinMutation } = api;
