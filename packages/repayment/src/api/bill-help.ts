import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { CollectionsHelp } from '@pocket/contracts/api/collections';
import { askHardship, collectionsHelp, makePromise } from '@pocket/contracts/calls/collections';
import type { Ngwee } from '@pocket/contracts/money';

/** Help with a late bill (docs/collections.md): what is late, the promise to pay, the payment-plan request. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    billHelp: build.query<CollectionsHelp, number>({
      query: (orderId) => requestOf(collectionsHelp, { path: { orderId } }),
    }),
    promiseToPay: build.mutation<CollectionsHelp, { orderId: number; amount: Ngwee; payBy: string; key: string }>({
      query: ({ orderId, amount, payBy, key }) => requestOf(makePromise, { path: { orderId }, body: { amount, payBy }, idempotencyKey: key }),
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.catch(() => null);
        if (done) dispatch(api.util.upsertQueryData('billHelp', orderId, done.data));
      },
    }),
    askPaymentPlan: build.mutation<CollectionsHelp, { orderId: number; reason: string; key: string }>({
      query: ({ orderId, reason, key }) => requestOf(askHardship, { path: { orderId }, body: { reason }, idempotencyKey: key }),
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.catch(() => null);
        if (done) dispatch(api.util.upsertQueryData('billHelp', orderId, done.data));
      },
    }),
  }),
});

export const { useBillHelpQuery, usePromiseToPayMutation, useAskPaymentPlanMutation } = api;
