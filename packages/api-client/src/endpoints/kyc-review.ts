import type { KycReviewInfo } from '@pocket/contracts/api/kyc';
import { kycReview } from '@pocket/contracts/calls/kyc';

import { baseApi } from '../base-api';
import { requestOf } from '../call-request';

// Read by two features (borrow's home, kyc-steps' face-success): what a person decided about the borrower's KYC
// (docs/lending.md, "KYC: the rules and the person").
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getKycReview: build.query<KycReviewInfo, void>({
      query: () => requestOf(kycReview, { body: {} }),
      providesTags: ['Kyc'],
    }),
  }),
});

export const { useGetKycReviewQuery } = api;
