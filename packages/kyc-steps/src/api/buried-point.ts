import { baseApi } from '@pocket/api-client/base-api';
import type { TrackingPointBody } from '@pocket/contracts/api/telemetry';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    buriedPointV2: build.mutation<null, TrackingPointBody>({
      query: (body) => ({ url: '/app/node/buriedPointV2', data: body }),
    }),
  }),
});

export const { useBuriedPointV2Mutation } = api;
