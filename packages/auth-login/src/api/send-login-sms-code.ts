import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import { SMS_CODE_TYPE } from '@pocket/contracts/api/auth';
import type { SendSmsCodeData } from '@pocket/contracts/api/auth';
import { sendSmsCode } from '@pocket/contracts/calls/auth';

/** POST /api/authentication/sendSmsCode/{mobile}/1 (type 1: login and Google binding). */
export const sendLoginSmsCodeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendLoginSmsCode: build.mutation<SendSmsCodeData, { mobile: string }>({
      query: ({ mobile }) => requestOf(sendSmsCode, { path: { mobile, type: SMS_CODE_TYPE.login } }),
    }),
  }),
});
