import { baseApi } from '@pocket/api-client/base-api';

/** POST /api/authentication/logout (token): the server refuses this token afterwards. Answer data null (contracts logoutAnswer). */
export const logoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<null, void>({
      query: () => ({ url: '/authentication/logout', method: 'POST', needsToken: true }),
    }),
  }),
});
