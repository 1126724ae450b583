import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import { quickRepaySubmit } from '@pocket/contracts/calls/quick-repay';

import type { SubmitRepayAnswer, SubmitRepayArgs } from './submit-repay';

export type QuickRepaySubmitArgs = SubmitRepayArgs & { token: string };

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    quickRepaySubmit: build.mutation<SubmitRepayAnswer, QuickRepaySubmitArgs>({
      query: ({ body, idempotencyKey, token }) => requestOf(quickRepaySubmit, { body, idempotencyKey, quickRepayToken: token }),
      // An accepted payment puts itself on the /qp bills (paymentInFlight), which then follow it.
      invalidatesTags: (answer) => (answer ? ['Loans', 'Repay'] : []),
    }),
  }),
});

export const { useQuickRepaySubmitMutation } = api;
