import { baseApi } from '@pocket/api-client/base-api';
import type { LinkLoginBody, LoginData } from '@pocket/contracts/api/auth';

/** POST /api/authentication/linkLogin: the login link of an SMS (sent once a number had too many wrong codes). */
export const linkLoginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    linkLogin: build.mutation<LoginData, LinkLoginBody>({
      query: (body) => ({ url: '/authentication/linkLogin', method: 'POST', data: body }),
    }),
  }),
});
