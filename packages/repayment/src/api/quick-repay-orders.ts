import { baseApi } from '@pocket/api-client/base-api';
import type { quickRepayOrdersAnswer } from '@pocket/contracts/api/quick-repay';

export type QuickRepayOrders = ReturnType<typeof quickRepayOrdersAnswer.parse>['data'];

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The verified phone's bills while its quick-repay token lives (after a reload, after a payment).
    quickRepayOrders: build.query<QuickRepayOrders, string>({
      query: (token) => ({ url: '/api/h5/quickRepay/orders', method: 'GET', quickRepayToken: token }),
      providesTags: ['Loans'],
    }),
  }),
});

export const { useQuickRepayOrdersQuery } = api;

