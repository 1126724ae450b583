import { baseApi } from '@pocket/api-client/base-api';
import type { myLoanInfoAnswer } from '@pocket/contracts/api/lending';

type MyLoanInfo = ReturnType<typeof myLoanInfoAnswer.parse>['data'];

/** GET /api/my/getMyLoanInfo (token), read for its creditLimit (Kwacha): the limit after the questionnaire. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCreditLimitAfterKyc: build.query<number, void>({
      query: () => ({ url: '/my/getMyLoanInfo', method: 'GET', needsToken: true }),
      transformResponse: (info: MyLoanInfo) => info.creditLimit,
      providesTags: ['Loans'],
    }),
  }),
});

export const { useLazyGetCreditLimitAfterKycQuery } = api;
