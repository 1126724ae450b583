import { baseApi } from '@pocket/api-client/base-api';
import type { AuthInfoBody } from '@pocket/contracts/api/kyc';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addOrUpdateUserAuthInfo: build.mutation<null, AuthInfoBody>({
      query: (body) => ({ url: '/user/auth/api/addOrUpdateUserAuthInfo', data: body, needsToken: true }),
      invalidatesTags: ['Kyc'],
    }),
  }),
});

export const { useAddOrUpdateUserAuthInfoMutation } = api;
