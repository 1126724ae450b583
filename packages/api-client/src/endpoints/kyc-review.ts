import type { KycReviewInfo } from '@pocket/contracts/api/kyc';

import { baseApi } from '../base-api';

// Read by two features (borrow's home, kyc-steps' face-success): what a person decided about the borrower's KYC
// (docs/lending.md, "KYC: the rules and the person").
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getKycReview: build.query<KycReviewInfo, void>({
      query: () => ({ url: '/user/auth/api/kycReview', data: {}, needsToken: true }),
      providesTags: ['Kyc'],
    }),
  }),
});

export const { useGetKycReviewQuery } = api;
