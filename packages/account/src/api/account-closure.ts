import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { CloseAccountBody, ClosureCheckView } from '@pocket/contracts/api/account-closure';
import { closeAccount, closureCheck, closureSendCode } from '@pocket/contracts/calls/account';

/** GET /api/account/close, POST /api/account/close/sendCode and POST /api/account/close (token; docs/data-rights.md). */
export const closureApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    closureCheck: build.query<ClosureCheckView, void>({
      query: () => requestOf(closureCheck),
    }),
    sendClosureCode: build.mutation<{ nextSendInSeconds: number; expiresInSeconds: number }, void>({
      query: () => requestOf(closureSendCode),
    }),
    closeAccount: build.mutation<{ closed: true; message: string }, CloseAccountBody>({
      query: (body) => requestOf(closeAccount, { body }),
    }),
  }),
});

export const { useClosureCheckQuery, useSendClosureCodeMutation, useCloseAccountMutation } = closureApi;
