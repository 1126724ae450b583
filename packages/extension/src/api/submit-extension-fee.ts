import { baseApi } from '@pocket/api-client/base-api';
import type { SubmitRepayBody, submitRepayAnswer } from '@pocket/contracts/api/repayment';

export type SubmitExtensionAnswer = ReturnType<typeof submitRepayAnswer.parse>['data'];
/** With a quick-repay token the fee goes through /qp's call; otherwise through the signed submitRepayApplyV2. */
export type SubmitExtensionArgs = { body: SubmitRepayBody; idempotencyKey: string; quickRepayToken?: string | undefined };

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitExtensionFee: build.mutation<SubmitExtensionAnswer, SubmitExtensionArgs>({
      query: ({ body, idempotencyKey, quickRepayToken }) => {
        if (!quickRepayToken) {
          return { url: '/order/payment/api/submitRepayApplyV2', data: body, needsToken: true, idempotencyKey };
        }
        return { url: '/api/h5/quickRepay/repayment', data: body, idempotencyKey, quickRepayToken };
      },
      // Only an accepted payment changes the bill; a refusal leaves the popup as the borrower left it.
      invalidatesTags: (answer) => (answer ? ['Extension', 'Repay', 'Loans'] : []),
    }),
  }),
});

export const { useSubmitExtensionFeeMutation } = api;
