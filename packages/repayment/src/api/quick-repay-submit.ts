import { baseApi } from '@pocket/api-client/base-api';
import type { ApiRequest } from '@pocket/api-client/client';
import { QUICK_REPAY_HEADER } from '@pocket/contracts/api/quick-repay';

import type { SubmitRepayAnswer, SubmitRepayArgs } from './submit-repay';

export type QuickRepaySubmitArgs = SubmitRepayArgs & { token: string };

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    quickRepaySubmit: build.mutation<SubmitRepayAnswer, QuickRepaySubmitArgs>({
      query: ({ body, idempotencyKey, token }) => {
        const request: ApiRequest = {
          url: '/api/h5/quickRepay/repayment',
          data: body,
          idempotencyKey,
          headers: { [QUICK_REPAY_HEADER]: token },
        };
        return request;
      },
    }),
  }),
});

export const { useQuickRepaySubmitMutation } = api;
