import { baseApi } from '@pocket/api-client/base-api';
import type { StorePageData } from '@pocket/contracts/api/activities';

/** The store page's figures as marketing entered them on the desk (each null is not shown). */
export const storePageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStorePage: build.query<StorePageData, void>({
      query: () => ({ url: '/api/v1/activity/store-page', method: 'GET' }),
    }),
  }),
});
