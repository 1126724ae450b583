import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import { logout } from '@pocket/contracts/calls/auth';

/** POST /api/authentication/logout (token): the server refuses this token afterwards. Answer data null (contracts logoutAnswer). */
export const logoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<null, void>({
      query: () => requestOf(logout),
    }),
  }),
});
