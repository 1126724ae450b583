import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { LoginData, MobileLoginBody } from '@pocket/contracts/api/auth';
import { mobileLogin } from '@pocket/contracts/calls/auth';

/** POST /api/authentication/mobileLogin: phone + code, or a Google ID token (authCode, thirdType 1). */
export const mobileLoginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    mobileLogin: build.mutation<LoginData, MobileLoginBody>({
      query: (body) => requestOf(mobileLogin, { body }),
    }),
  }),
});
