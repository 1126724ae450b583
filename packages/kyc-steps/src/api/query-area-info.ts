import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { AreaItem } from '@pocket/contracts/api/region';
import { queryAreaInfo } from '@pocket/contracts/calls/kyc';

/** Regions hardly ever change, so an answer is kept for the whole session. */
const ONE_DAY_S = 24 * 60 * 60;

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** 0 lists Zambia's provinces; a province id lists its districts. */
    queryAreaInfoById: build.query<AreaItem[], number>({
      query: (id) => requestOf(queryAreaInfo, { path: { id } }),
      keepUnusedDataFor: ONE_DAY_S,
    }),
  }),
});

export const { useQueryAreaInfoByIdQuery } = api;
