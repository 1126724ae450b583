import { baseApi } from '@pocket/api-client/base-api';
import type { StageRepayBody, stageRepayAnswer } from '@pocket/contracts/api/stage';

export type StageRepayAnswer = ReturnType<typeof stageRepayAnswer.parse>['data'];

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    stageRepay: build.mutation<StageRepayAnswer, { body: StageRepayBody; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ url: '/api/v1/mobile-order/repay', data: body, needsToken: true, idempotencyKey }),
      // The page reloads the list itself when the stage refresh flag is raised (docs/product.md#states-and-transitions).
      invalidatesTags: (answer) => (answer ? ['Loans'] : []),
    }),
  }),
});

export const { useStageRepayMutation } = api;
