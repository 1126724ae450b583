import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { Inside } from '@pocket/contracts/api/contract';
import type { productTrialAnswer } from '@pocket/contracts/api/lending';
import { productTrial } from '@pocket/contracts/calls/lending';

export type ProductTrial = Inside<typeof productTrialAnswer>['data'];
/** The loan asked for: amount in ngwee (the api client sends Kwacha), term in days. */
export type LoanAsk = { productId: number; amount: number; term: number };

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    productTrial: build.query<ProductTrial, LoanAsk>({
      query: (body) => requestOf(productTrial, { body }),
      // The fee changes with VIP membership, which invalidates 'Loans' when it starts or ends.
      providesTags: ['Loans'],
    }),
  }),
});

export const { useProductTrialQuery } = api;
