import { baseApi } from '@pocket/api-client/base-api';
import type { UserInfo } from '@pocket/contracts/api/user';

/** GET /api/my/getUserInfo (token): stored as userInfo (docs/product.md#calls). */
export const getUserInfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserInfo: build.query<UserInfo, void>({
      query: () => ({ url: '/my/getUserInfo', method: 'GET', needsToken: true }),
      providesTags: ['User'],
    }),
  }),
});
