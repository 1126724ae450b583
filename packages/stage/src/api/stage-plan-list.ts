import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { StagePlanList } from '@pocket/contracts/api/stage';
import { stagePlanList } from '@pocket/contracts/calls/stage';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    stagePlanList: build.query<StagePlanList, number>({
      query: (orderId) => requestOf(stagePlanList, { body: { orderId } }),
      providesTags: (_answer, _error, orderId) => [{ type: 'Stage', id: orderId }],
    }),
  }),
});

export const { useStagePlanListQuery } = api;
