import { baseApi } from '@pocket/api-client/base-api';
import type { AppLoginRecord } from '@pocket/contracts/api/user';

/** GET /api/index/api/getAppLoginRecord (token), loaded right after login (docs/product.md#states-and-transitions). */
export const getAppLoginRecordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAppLoginRecord: build.query<AppLoginRecord, void>({
      query: () => ({ url: '/index/api/getAppLoginRecord', method: 'GET', needsToken: true }),
    }),
  }),
});
