import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { Inside } from '@pocket/contracts/api/contract';
import type { repayDetailAnswer } from '@pocket/contracts/api/repayment';
import { repayDetail } from '@pocket/contracts/calls/repayment';

export type RepayDetail = Inside<typeof repayDetailAnswer>['data'];

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRepayDetail: build.query<RepayDetail, number>({
      query: (orderId) => requestOf(repayDetail, { path: { orderId } }),
      providesTags: (_answer, _error, orderId) => [{ type: 'Repay', id: orderId }],
    }),
  }),
});

export const { useGetRepayDetailQuery } = api;
