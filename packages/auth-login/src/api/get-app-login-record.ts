import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { AppLoginRecord } from '@pocket/contracts/api/user';
import { getAppLoginRecord } from '@pocket/contracts/calls/user';

/** GET /api/index/api/getAppLoginRecord (token), loaded right after login (docs/product.md#states-and-transitions). */
export const getAppLoginRecordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAppLoginRecord: build.query<AppLoginRecord, void>({
      query: () => requestOf(getAppLoginRecord),
    }),
  }),
});
