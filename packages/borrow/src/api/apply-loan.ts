import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { Inside } from '@pocket/contracts/api/contract';
import type { applyAnswer } from '@pocket/contracts/api/lending';
import { applyLoan } from '@pocket/contracts/calls/lending';

import type { LoanAsk } from './product-trial';

export type ApplyAnswer = Inside<typeof applyAnswer>['data'];

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // 417 with data.cerCode (KYC incomplete) reaches the page without a toast; it sends the borrower to that step.
    applyLoan: build.mutation<ApplyAnswer, { body: LoanAsk; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => requestOf(applyLoan, { body, idempotencyKey }),
      invalidatesTags: ['Loans'],
    }),
  }),
});

export const { useApplyLoanMutation } = api;
