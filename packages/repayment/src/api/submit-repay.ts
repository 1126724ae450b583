import { baseApi } from '@pocket/api-client/base-api';
import type { SubmitRepayBody, submitRepayAnswer } from '@pocket/contracts/api/repayment';

export type SubmitRepayAnswer = ReturnType<typeof submitRepayAnswer.parse>['data'];
export type SubmitRepayArgs = { body: SubmitRepayBody; idempotencyKey: string };

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitRepay: build.mutation<SubmitRepayAnswer, SubmitRepayArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: '/order/payment/api/submitRepayApplyV2',
        data: body,
        needsToken: true,
        idempotencyKey,
      }),
      // Only an accepted payment changes the bill; a refusal leaves the popup as the borrower left it.
      invalidatesTags: (answer) => (answer ? ['Repay', 'Loans', 'Coupons'] : []),
    }),
  }),
});

export const { useSubmitRepayMutation } = api;
