import { baseApi } from '@pocket/api-client/base-api';
import type { StageIndex } from '@pocket/contracts/api/stage';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    stageIndex: build.query<StageIndex, void>({
      query: () => ({ url: '/api/v1/mobile-order/index', method: 'GET', needsToken: true }),
      providesTags: ['Stage'],
    }),
  }),
});

export const { useStageIndexQuery } = api;
