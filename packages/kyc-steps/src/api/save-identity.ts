import { baseApi } from '@pocket/api-client/base-api';
import type { IdentityBody } from '@pocket/contracts/api/kyc';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addOrUpdateUserOcrInfoV3: build.mutation<null, IdentityBody>({
      query: (body) => ({ url: '/user/auth/api/addOrUpdateUserOcrInfoV3', data: body, needsToken: true }),
      invalidatesTags: ['Kyc'],
    }),
  }),
});

export const { useAddOrUpdateUserOcrInfoV3Mutation } = api;
