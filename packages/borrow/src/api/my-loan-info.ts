import { baseApi } from '@pocket/api-client/base-api';
import type { Inside } from '@pocket/contracts/api/contract';
import type { myLoanInfoAnswer } from '@pocket/contracts/api/lending';

export type MyLoanInfo = Inside<typeof myLoanInfoAnswer>['data'];
export type MyOrder = MyLoanInfo['orders'][number];

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyLoanInfo: build.query<MyLoanInfo, void>({
      query: () => ({ url: '/my/getMyLoanInfo', method: 'GET', needsToken: true }),
      providesTags: ['Loans'],
    }),
  }),
});

export const { useGetMyLoanInfoQuery } = api;
