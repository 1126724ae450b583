import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { StageIndex } from '@pocket/contracts/api/stage';
import { stageIndex } from '@pocket/contracts/calls/stage';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    stageIndex: build.query<StageIndex, void>({
      query: () => requestOf(stageIndex, { signed: true }),
      providesTags: ['Stage'],
    }),
  }),
});

export const { useStageIndexQuery } = api;
