import type { Inside } from '@pocket/contracts/api/contract';
import type { quickRepayOrdersAnswer } from '@pocket/contracts/api/quick-repay';
import { quickRepayOrders } from '@pocket/contracts/calls/quick-repay';

import { baseApi } from './base-api';
import { requestOf } from './call-request';

export type QuickRepayOrders = Inside<typeof quickRepayOrdersAnswer>['data'];

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The verified phone's bills while its quick-repay token lives: /qp after a reload or a payment, and
    // /qp/extension/{orderPlanId} (repayment and extension share it, as they share the token).
    quickRepayOrders: build.query<QuickRepayOrders, string>({
      query: (token) => requestOf(quickRepayOrders, { quickRepayToken: token }),
      providesTags: ['Loans'],
    }),
  }),
});

export const { useQuickRepayOrdersQuery } = api;

