import { baseApi } from '@pocket/api-client/base-api';
import type { StagePayBody, stagePayAnswer } from '@pocket/contracts/api/stage';

export type StagePayAnswer = ReturnType<typeof stagePayAnswer.parse>['data'];

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    stagePay: build.mutation<StagePayAnswer, { body: StagePayBody; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ url: '/api/v1/mobile-order/pay', data: body, needsToken: true, idempotencyKey }),
      invalidatesTags: (answer) => (answer ? ['Stage', 'Loans'] : []),
    }),
  }),
});

export const { useStagePayMutation } = api;
