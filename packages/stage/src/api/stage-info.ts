import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { StageOrder } from '@pocket/contracts/api/stage';
import { stageInfo } from '@pocket/contracts/calls/stage';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    stageInfo: build.query<StageOrder, number>({
      query: (orderId) => requestOf(stageInfo, { query: { orderId } }),
      providesTags: (_answer, _error, orderId) => [{ type: 'Stage', id: orderId }],
    }),
  }),
});

export const { useStageInfoQuery } = api;
