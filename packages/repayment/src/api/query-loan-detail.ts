import { baseApi } from '@pocket/api-client/base-api';
import type { loanDetailAnswer } from '@pocket/contracts/api/lending';

export type LoanDetail = ReturnType<typeof loanDetailAnswer.parse>['data'];
export type PlanDetail = LoanDetail['plans'][number];

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    queryLoanDetail: build.query<LoanDetail, number>({
      query: (orderId) => ({ url: `/api/v3/order/queryLoanDetail/${orderId}`, needsToken: true }),
      providesTags: (_answer, _error, orderId) => [{ type: 'Loans', id: orderId }, 'Loans'],
    }),
  }),
});

export const { useQueryLoanDetailQuery } = api;
