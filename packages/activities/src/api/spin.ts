import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { SpinData } from '@pocket/contracts/api/activities';
import { spin } from '@pocket/contracts/calls/activities';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    spin: build.mutation<SpinData, { idempotencyKey: string }>({
      query: ({ idempotencyKey }) => requestOf(spin, { body: {}, idempotencyKey }),
      // A won prize is a new coupon; the wheel's history is refreshed when the animation ends (see the page).
      invalidatesTags: ['Coupons'],
    }),
  }),
});

export const { useSpinMutation } = api;
