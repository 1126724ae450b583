import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { Inside } from '@pocket/contracts/api/contract';
import type { myLoanInfoAnswer } from '@pocket/contracts/api/lending';
import { myLoanInfo } from '@pocket/contracts/calls/lending';

type MyLoanInfo = Inside<typeof myLoanInfoAnswer>['data'];

/** GET /api/my/getMyLoanInfo (token), read for its creditLimit (Kwacha): the limit after the questionnaire. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCreditLimitAfterKyc: build.query<number, void>({
      query: () => requestOf(myLoanInfo),
      transformResponse: (info: MyLoanInfo) => info.creditLimit,
      providesTags: ['Loans'],
    }),
  }),
});

export const { useLazyGetCreditLimitAfterKycQuery } = api;
