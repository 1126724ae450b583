import { baseApi } from '@pocket/api-client/base-api';
import type { GrabInfoBody } from '@pocket/contracts/api/telemetry';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addUserGrabInfoToRisk: build.mutation<null, GrabInfoBody>({
      query: (body) => ({ url: '/user/grab/info/api/addUserGrabInfoToRisk', data: body, needsToken: true }),
    }),
  }),
});

export const { useAddUserGrabInfoToRiskMutation } = api;
