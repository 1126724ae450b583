import { baseApi } from '@pocket/api-client/base-api';
import type { StagePlanList } from '@pocket/contracts/api/stage';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    stagePlanList: build.query<StagePlanList, number>({
      query: (orderId) => ({ url: '/api/v1/mobile-order/plan-list', data: { orderId }, needsToken: true }),
      providesTags: (_answer, _error, orderId) => [{ type: 'Stage', id: orderId }],
    }),
  }),
});

export const { useStagePlanListQuery } = api;
