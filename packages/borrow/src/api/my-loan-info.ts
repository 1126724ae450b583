import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { Inside } from '@pocket/contracts/api/contract';
import type { myLoanInfoAnswer } from '@pocket/contracts/api/lending';
import { myLoanInfo } from '@pocket/contracts/calls/lending';

export type MyLoanInfo = Inside<typeof myLoanInfoAnswer>['data'];
export type MyOrder = MyLoanInfo['orders'][number];

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyLoanInfo: build.query<MyLoanInfo, void>({
      query: () => requestOf(myLoanInfo),
      providesTags: ['Loans'],
    }),
  }),
});

export const { useGetMyLoanInfoQuery } = api;
