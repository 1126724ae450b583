import { baseApi } from '@pocket/api-client/base-api';
import type { LoginData, MobileLoginBody } from '@pocket/contracts/api/auth';

/** POST /api/authentication/mobileLogin: phone + code, or a Google ID token (authCode, thirdType 1). */
export const mobileLoginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    mobileLogin: build.mutation<LoginData, MobileLoginBody>({
      query: (body) => ({ url: '/authentication/mobileLogin', method: 'POST', data: body }),
    }),
  }),
});
