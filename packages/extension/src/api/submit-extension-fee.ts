import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { Inside } from '@pocket/contracts/api/contract';
import type { SubmitRepayBody, submitRepayAnswer } from '@pocket/contracts/api/repayment';
import { quickRepaySubmit } from '@pocket/contracts/calls/quick-repay';
import { submitRepay } from '@pocket/contracts/calls/repayment';

export type SubmitExtensionAnswer = Inside<typeof submitRepayAnswer>['data'];
/** With a quick-repay token the fee goes through /qp's call; otherwise through the signed submitRepayApplyV2. */
export type SubmitExtensionArgs = { body: SubmitRepayBody; idempotencyKey: string; quickRepayToken?: string | undefined };

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitExtensionFee: build.mutation<SubmitExtensionAnswer, SubmitExtensionArgs>({
      query: ({ body, idempotencyKey, quickRepayToken }) => {
        if (!quickRepayToken) return requestOf(submitRepay, { body, idempotencyKey });
        return requestOf(quickRepaySubmit, { body, idempotencyKey, quickRepayToken });
      },
      // Only an accepted payment changes the bill; a refusal leaves the popup as the borrower left it.
      invalidatesTags: (answer) => (answer ? ['Extension', 'Repay', 'Loans'] : []),
    }),
  }),
});

export const { useSubmitExtensionFeeMutation } = api;
