import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { IdentityBody } from '@pocket/contracts/api/kyc';
import { saveIdentity } from '@pocket/contracts/calls/kyc';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    addOrUpdateUserOcrInfoV3: build.mutation<null, IdentityBody>({
      query: (body) => requestOf(saveIdentity, { body }),
      invalidatesTags: ['Kyc'],
    }),
  }),
});

export const { useAddOrUpdateUserOcrInfoV3Mutation } = api;
