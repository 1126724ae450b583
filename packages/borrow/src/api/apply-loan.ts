import { baseApi } from '@pocket/api-client/base-api';
import type { applyAnswer } from '@pocket/contracts/api/lending';

import type { LoanAsk } from './product-trial';

export type ApplyAnswer = ReturnType<typeof applyAnswer.parse>['data'];

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // 417 with data.cerCode (KYC incomplete) reaches the page without a toast; it sends the borrower to that step.
    applyLoan: build.mutation<ApplyAnswer, { body: LoanAsk; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        url: '/zmb/index/api/appManualGetLoan',
        data: body,
        needsToken: true,
        idempotencyKey,
      }),
      invalidatesTags: ['Loans'],
    }),
  }),
});

export const { useApplyLoanMutation } = api;
