import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { GrabInfoBody } from '@pocket/contracts/api/telemetry';
import { grabInfo } from '@pocket/contracts/calls/app';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addUserGrabInfoToRisk: build.mutation<null, GrabInfoBody>({
      query: (body) => requestOf(grabInfo, { body }),
    }),
  }),
});

export const { useAddUserGrabInfoToRiskMutation } = api;
