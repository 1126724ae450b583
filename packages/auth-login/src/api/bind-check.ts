import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { BindCheckBody, BindCheckData } from '@pocket/contracts/api/auth';
import { bindCheck } from '@pocket/contracts/calls/auth';

/** POST /api/v1/user-third-info/bind-check: is this Google account bound to a phone yet? */
export const bindCheckApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    bindCheck: build.mutation<BindCheckData, BindCheckBody>({
      query: (body) => requestOf(bindCheck, { body }),
    }),
  }),
});
