import { baseApi } from '@pocket/api-client/base-api';
import type { StageOrder } from '@pocket/contracts/api/stage';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    stageInfo: build.query<StageOrder, number>({
      query: (orderId) => ({ url: '/api/v1/mobile-order/info', method: 'GET', params: { orderId }, needsToken: true }),
      providesTags: (_answer, _error, orderId) => [{ type: 'Stage', id: orderId }],
    }),
  }),
});

export const { useStageInfoQuery } = api;
