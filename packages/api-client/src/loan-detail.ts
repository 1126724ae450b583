import type { Inside } from '@pocket/contracts/api/contract';
import type { loanDetailAnswer } from '@pocket/contracts/api/lending';
import { queryLoanDetailV3 } from '@pocket/contracts/calls/lending';

import { baseApi } from './base-api';
import { requestOf } from './call-request';

export type LoanDetail = Inside<typeof loanDetailAnswer>['data'];
export type PlanDetail = LoanDetail['plans'][number];

/**
 * POST /api/v3/order/queryLoanDetail/{id}: one loan with its bills. Shared by borrow (the order's progress after
 * applying) and repayment (billing details, repayment plan): one endpoint, one cache entry per order.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    queryLoanDetail: build.query<LoanDetail, number>({
      query: (orderId) => requestOf(queryLoanDetailV3, { path: { id: orderId } }),
      providesTags: (_answer, _error, orderId) => [{ type: 'Loans', id: orderId }, 'Loans'],
    }),
  }),
});

export const { useQueryLoanDetailQuery } = api;
