import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { UserInfo } from '@pocket/contracts/api/user';
import { getUserInfo } from '@pocket/contracts/calls/user';

/** GET /api/my/getUserInfo (token): stored as userInfo (docs/product.md#calls). */
export const getUserInfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserInfo: build.query<UserInfo, void>({
      query: () => requestOf(getUserInfo),
      providesTags: ['User'],
    }),
  }),
});
