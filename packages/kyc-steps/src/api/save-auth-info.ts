import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { AuthInfoBody } from '@pocket/contracts/api/kyc';
import { saveAuthInfo } from '@pocket/contracts/calls/kyc';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addOrUpdateUserAuthInfo: build.mutation<null, AuthInfoBody>({
      query: (body) => requestOf(saveAuthInfo, { body }),
      invalidatesTags: ['Kyc'],
    }),
  }),
});

export const { useAddOrUpdateUserAuthInfoMutation } = api;
