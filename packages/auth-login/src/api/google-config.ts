import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { GoogleConfigData } from '@pocket/contracts/api/auth';
import { googleConfig } from '@pocket/contracts/calls/auth';

/** GET /api/authentication/googleConfig: Google with a client id, the sandbox stand-in page, or off. */
export const googleConfigApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    googleConfig: build.query<GoogleConfigData, void>({
      query: () => requestOf(googleConfig),
    }),
  }),
});
