import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { VipPaymentBody, VipPaymentView } from '@pocket/contracts/api/vip';
import { vipPayment } from '@pocket/contracts/calls/vip';

export type VipPaymentArgs = { body: VipPaymentBody; idempotencyKey: string };

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    vipPayment: build.mutation<VipPaymentView, VipPaymentArgs>({
      query: ({ body, idempotencyKey }) => requestOf(vipPayment, { body, idempotencyKey }),
      // An accepted payment is now in flight: the Member tab reloads and follows it.
      invalidatesTags: (answer) => (answer ? ['Vip'] : []),
    }),
  }),
});

export const { useVipPaymentMutation } = api;
