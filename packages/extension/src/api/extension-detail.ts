import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { Inside } from '@pocket/contracts/api/contract';
import type { extensionDetailAnswer } from '@pocket/contracts/api/repayment';
import { extensionDetail } from '@pocket/contracts/calls/repayment';

export type ExtensionDetail = Inside<typeof extensionDetailAnswer>['data'];

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getExtensionDetail: build.query<ExtensionDetail, number>({
      query: (planId) => requestOf(extensionDetail, { body: { planId } }),
      providesTags: (_answer, _error, planId) => [{ type: 'Extension', id: planId }],
    }),
  }),
});

export const { useGetExtensionDetailQuery } = api;
