import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { StorePageData } from '@pocket/contracts/api/activities';
import { storePage } from '@pocket/contracts/calls/activities';

/** The store page's figures as marketing entered them on the desk (each null is not shown). */
export const storePageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStorePage: build.query<StorePageData, void>({
      query: () => requestOf(storePage),
    }),
  }),
});
