import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import { sendSmsCode } from '@pocket/contracts/calls/auth';

/** SMS code type 2 is the quick-repayment code (type 1 is login). */
export const QUICK_REPAY_SMS_TYPE = 2;

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendQuickRepayCode: build.mutation<unknown, string>({
      query: (mobile) => requestOf(sendSmsCode, { path: { mobile, type: QUICK_REPAY_SMS_TYPE } }),
    }),
  }),
});

export const { useSendQuickRepayCodeMutation } = api;
