import { baseApi } from '@pocket/api-client/base-api';
import type { extensionDetailAnswer } from '@pocket/contracts/api/repayment';

export type ExtensionDetail = ReturnType<typeof extensionDetailAnswer.parse>['data'];

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getExtensionDetail: build.query<ExtensionDetail, number>({
      query: (planId) => ({ url: '/order/api/extensionDetail', data: { planId }, needsToken: true }),
      providesTags: (_answer, _error, planId) => [{ type: 'Extension', id: planId }],
    }),
  }),
});

export const { useGetExtensionDetailQuery } = api;
