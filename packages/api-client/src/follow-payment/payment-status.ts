import type { PaymentStatusView } from '@pocket/contracts/api/payment-status';
import { quickRepayPaymentStatus } from '@pocket/contracts/calls/quick-repay';
import { paymentStatus } from '@pocket/contracts/calls/repayment';

import { baseApi } from '../base-api';
import { requestOf } from '../call-request';

export type PaymentStatusArgs = { reference: string; quickRepayToken?: string | undefined };

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Signed with the session, or with the /qp token for a quick repayment.
    getPaymentStatus: build.query<PaymentStatusView, PaymentStatusArgs>({
      query: ({ reference, quickRepayToken }) =>
        quickRepayToken
          ? requestOf(quickRepayPaymentStatus, { path: { reference }, quickRepayToken })
          : requestOf(paymentStatus, { path: { reference } }),
    }),
  }),
});

export const paymentStatusEndpoint = api.endpoints.getPaymentStatus;
