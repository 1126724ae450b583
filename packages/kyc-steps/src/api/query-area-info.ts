import { baseApi } from '@pocket/api-client/base-api';
import type { AreaItem } from '@pocket/contracts/api/region';

/** Regions hardly ever change, so an answer is kept for the whole session. */
const ONE_DAY_S = 24 * 60 * 60;

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** 0 lists Zambia's provinces; a province id lists its districts. */
    queryAreaInfoById: build.query<AreaItem[], number>({
      query: (id) => ({ url: `/h5/region/queryAreaInfoById/${id}`, method: 'GET', needsToken: true }),
      keepUnusedDataFor: ONE_DAY_S,
    }),
  }),
});

export const { useQueryAreaInfoByIdQuery } = api;
