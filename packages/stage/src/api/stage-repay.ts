import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { Inside } from '@pocket/contracts/api/contract';
import type { StageRepayBody, stageRepayAnswer } from '@pocket/contracts/api/stage';
import { stageRepay } from '@pocket/contracts/calls/stage';

export type StageRepayAnswer = Inside<typeof stageRepayAnswer>['data'];

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    stageRepay: build.mutation<StageRepayAnswer, { body: StageRepayBody; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => requestOf(stageRepay, { body, idempotencyKey }),
      // The page reloads the list itself when the stage refresh flag is raised (docs/product.md#states-and-transitions).
      invalidatesTags: (answer) => (answer ? ['Loans'] : []),
    }),
  }),
});

export const { useStageRepayMutation } = api;
