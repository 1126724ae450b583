import type { PaymentAccountConfirmBody, PaymentAccountSendBody } from '@pocket/contracts/api/payment-account';

import { baseApi } from '../base-api';

/** POST /api/payment-account/sendCode and /confirm (issue 34): confirming a payment account that is not the borrower's own. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    paymentAccountSendCode: build.mutation<unknown, PaymentAccountSendBody>({
      query: (body) => ({ url: '/api/payment-account/sendCode', data: body, needsToken: true }),
    }),
    paymentAccountConfirm: build.mutation<unknown, PaymentAccountConfirmBody>({
      query: (body) => ({ url: '/api/payment-account/confirm', data: body, needsToken: true }),
    }),
  }),
});

export const { usePaymentAccountSendCodeMutation, usePaymentAccountConfirmMutation } = api;
