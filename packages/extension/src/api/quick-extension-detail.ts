import { baseApi } from '@pocket/api-client/base-api';
import type { ApiRequest } from '@pocket/api-client/client';
import { QUICK_REPAY_HEADER } from '@pocket/contracts/api/quick-repay';

import type { ExtensionDetail } from './extension-detail';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getQuickExtensionDetail: build.query<ExtensionDetail, { planId: number; token: string }>({
      query: ({ planId, token }) => {
        const request: ApiRequest = {
          url: `/api/h5/quickRepay/extension/${planId}`,
          method: 'GET',
          headers: { [QUICK_REPAY_HEADER]: token },
        };
        return request;
      },
      providesTags: (_answer, _error, { planId }) => [{ type: 'Extension', id: planId }],
    }),
  }),
});

export const { useGetQuickExtensionDetailQuery } = api;
