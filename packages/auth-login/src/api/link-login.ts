import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { LinkLoginBody, LoginData } from '@pocket/contracts/api/auth';
import { linkLogin } from '@pocket/contracts/calls/auth';

/** POST /api/authentication/linkLogin: the login link of an SMS (sent once a number had too many wrong codes). */
export const linkLoginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    linkLogin: build.mutation<LoginData, LinkLoginBody>({
      query: (body) => requestOf(linkLogin, { body }),
    }),
  }),
});
