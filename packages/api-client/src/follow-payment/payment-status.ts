import type { PaymentStatusView } from '@pocket/contracts/api/payment-status';
import { PAYMENT_STATUS_PATH, QUICK_PAYMENT_STATUS_PATH } from '@pocket/contracts/constants';

import { baseApi } from '../base-api';
import type { ApiRequest } from '../client';

export type PaymentStatusArgs = { reference: string; quickRepayToken?: string | undefined };

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Signed with the session, or with the /qp token for a quick repayment.
    getPaymentStatus: build.query<PaymentStatusView, PaymentStatusArgs>({
      query: ({ reference, quickRepayToken }) => {
        const request: ApiRequest = quickRepayToken
          ? { url: `${QUICK_PAYMENT_STATUS_PATH}/${reference}`, method: 'GET', quickRepayToken }
          : { url: `${PAYMENT_STATUS_PATH}/${reference}`, method: 'GET', needsToken: true };
        return request;
      },
    }),
  }),
});

export const paymentStatusEndpoint = api.endpoints.getPaymentStatus;
