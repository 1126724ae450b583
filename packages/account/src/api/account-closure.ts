import { baseApi } from '@pocket/api-client/base-api';
import type { CloseAccountBody, ClosureCheckView } from '@pocket/contracts/api/account-closure';

/** GET /api/account/close, POST /api/account/close/sendCode and POST /api/account/close (token; docs/data-rights.md). */
export const closureApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    closureCheck: build.query<ClosureCheckView, void>({
      query: () => ({ url: '/account/close', method: 'GET', needsToken: true }),
    }),
    sendClosureCode: build.mutation<{ nextSendInSeconds: number; expiresInSeconds: number }, void>({
      query: () => ({ url: '/account/close/sendCode', method: 'POST', needsToken: true }),
    }),
    closeAccount: build.mutation<{ closed: true; message: string }, CloseAccountBody>({
      query: (body) => ({ url: '/account/close', method: 'POST', data: body, needsToken: true }),
    }),
  }),
});

export const { useClosureCheckQuery, useSendClosureCodeMutation, useCloseAccountMutation } = closureApi;
