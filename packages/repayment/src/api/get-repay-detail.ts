import { baseApi } from '@pocket/api-client/base-api';
import type { repayDetailAnswer } from '@pocket/contracts/api/repayment';

export type RepayDetail = ReturnType<typeof repayDetailAnswer.parse>['data'];

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRepayDetail: build.query<RepayDetail, number>({
      query: (orderId) => ({ url: `/order/api/getRepayDetailV2/${orderId}`, needsToken: true }),
      providesTags: (_answer, _error, orderId) => [{ type: 'Repay', id: orderId }],
    }),
  }),
});

export const { useGetRepayDetailQuery } = api;
