import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { Inside } from '@pocket/contracts/api/contract';
import type { SubmitRepayBody, submitRepayAnswer } from '@pocket/contracts/api/repayment';
import { submitRepay } from '@pocket/contracts/calls/repayment';

export type SubmitRepayAnswer = Inside<typeof submitRepayAnswer>['data'];
export type SubmitRepayArgs = { body: SubmitRepayBody; idempotencyKey: string };

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitRepay: build.mutation<SubmitRepayAnswer, SubmitRepayArgs>({
      query: ({ body, idempotencyKey }) => requestOf(submitRepay, { body, idempotencyKey }),
      // Only an accepted payment changes the bill; a refusal leaves the popup as the borrower left it.
      invalidatesTags: (answer) => (answer ? ['Repay', 'Loans', 'Coupons'] : []),
    }),
  }),
});

export const { useSubmitRepayMutation } = api;
