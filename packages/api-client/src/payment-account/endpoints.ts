import type { PaymentAccountConfirmBody, PaymentAccountSendBody } from '@pocket/contracts/api/payment-account';
import { paymentAccountConfirm, paymentAccountSendCode } from '@pocket/contracts/calls/repayment';

import { baseApi } from '../base-api';
import { requestOf } from '../call-request';

/** POST /api/payment-account/sendCode and /confirm (issue 34): confirming a payment account that is not the borrower's own. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    paymentAccountSendCode: build.mutation<unknown, PaymentAccountSendBody>({
      query: (body) => requestOf(paymentAccountSendCode, { body }),
    }),
    paymentAccountConfirm: build.mutation<unknown, PaymentAccountConfirmBody>({
      query: (body) => requestOf(paymentAccountConfirm, { body }),
    }),
  }),
});

export const { usePaymentAccountSendCodeMutation, usePaymentAccountConfirmMutation } = api;
