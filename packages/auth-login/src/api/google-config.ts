import { baseApi } from '@pocket/api-client/base-api';
import type { GoogleConfigData } from '@pocket/contracts/api/auth';

/** GET /api/authentication/googleConfig: Google with a client id, the sandbox stand-in page, or off. */
export const googleConfigApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    googleConfig: build.query<GoogleConfigData, void>({
      query: () => ({ url: '/authentication/googleConfig', method: 'GET' }),
    }),
  }),
});
