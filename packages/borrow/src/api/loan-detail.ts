import { baseApi } from '@pocket/api-client/base-api';
import type { loanDetailAnswer } from '@pocket/contracts/api/lending';

export type OrderDetail = ReturnType<typeof loanDetailAnswer.parse>['data'];

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Named apart from repayment's queryLoanDetail: features inject into one api and must not collide.
    getOrderStatus: build.query<OrderDetail, number>({
      query: (orderId) => ({ url: `/api/v3/order/queryLoanDetail/${orderId}`, needsToken: true }),
      providesTags: (_answer, _error, orderId) => [{ type: 'Loans', id: orderId }],
    }),
  }),
});

export const { useGetOrderStatusQuery } = api;
