import { baseApi } from '@pocket/api-client/base-api';

import type { ExtensionDetail } from './extension-detail';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getQuickExtensionDetail: build.query<ExtensionDetail, { planId: number; token: string }>({
      query: ({ planId, token }) => ({ url: `/api/h5/quickRepay/extension/${planId}`, method: 'GET', quickRepayToken: token }),
      providesTags: (_answer, _error, { planId }) => [{ type: 'Extension', id: planId }],
    }),
  }),
});

export const { useGetQuickExtensionDetailQuery } = api;
