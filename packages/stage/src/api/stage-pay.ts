import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { Inside } from '@pocket/contracts/api/contract';
import type { StagePayBody, stagePayAnswer } from '@pocket/contracts/api/stage';
import { stagePay } from '@pocket/contracts/calls/stage';

export type StagePayAnswer = Inside<typeof stagePayAnswer>['data'];

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    stagePay: build.mutation<StagePayAnswer, { body: StagePayBody; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => requestOf(stagePay, { body, idempotencyKey }),
      invalidatesTags: (answer) => (answer ? ['Stage', 'Loans'] : []),
    }),
  }),
});

export const { useStagePayMutation } = api;
