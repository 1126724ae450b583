import type { quickRepayOrdersAnswer } from '@pocket/contracts/api/quick-repay';

import { baseApi } from './base-api';

export type QuickRepayOrders = ReturnType<typeof quickRepayOrdersAnswer.parse>['data'];

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The verified phone's bills while its quick-repay token lives: /qp after a reload or a payment, and
    // /qp/extension/{orderPlanId} (repayment and extension share it, as they share the token).
    quickRepayOrders: build.query<QuickRepayOrders, string>({
      query: (token) => ({ url: '/api/h5/quickRepay/orders', method: 'GET', quickRepayToken: token }),
      providesTags: ['Loans'],
    }),
  }),
});

export const { useQuickRepayOrdersQuery } = api;

