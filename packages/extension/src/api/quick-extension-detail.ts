import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import { quickRepayExtension } from '@pocket/contracts/calls/quick-repay';

import type { ExtensionDetail } from './extension-detail';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getQuickExtensionDetail: build.query<ExtensionDetail, { planId: number; token: string }>({
      query: ({ planId, token }) => requestOf(quickRepayExtension, { path: { id: planId }, quickRepayToken: token }),
      providesTags: (_answer, _error, { planId }) => [{ type: 'Extension', id: planId }],
    }),
  }),
});

export const { useGetQuickExtensionDetailQuery } = api;
