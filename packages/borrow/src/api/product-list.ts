import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { Inside } from '@pocket/contracts/api/contract';
import type { productListAnswer } from '@pocket/contracts/api/lending';
import { productList } from '@pocket/contracts/calls/lending';

export type ProductList = Inside<typeof productListAnswer>['data'];
export type LoanProduct = ProductList['products'][number];

export const productListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Anonymous users see the products too; a signed call adds their limit.
    getProductList: build.query<ProductList, { signed: boolean }>({
      query: ({ signed }) => requestOf(productList, { signed }),
      providesTags: ['Loans'],
    }),
  }),
});

export const { useGetProductListQuery } = productListApi;
