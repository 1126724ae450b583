import { baseApi } from '@pocket/api-client/base-api';
import type { UserInfo } from '@pocket/contracts/api/user';

/** GET /api/my/getUserInfo (token): stored as userInfo (spec section 7). */
export const getUserInfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserInfo: build.query<UserInfo, void>({
      query: () => ({ url: '/my/getUserInfo', method: 'GET', needsToken: true }),
      providesTags: ['User'],
    }),
  }),
});
