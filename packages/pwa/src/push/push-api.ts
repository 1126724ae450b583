import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { PushStateView, PushSubscriptionBody } from '@pocket/contracts/api/messages';
import { pushState, pushSubscribe } from '@pocket/contracts/calls/app';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The server's VAPID key, how many browsers of the borrower get notifications, whether a loan was paid out. */
    getPushState: build.query<PushStateView, void>({
      query: () => requestOf(pushState),
    }),
    savePushSubscription: build.mutation<PushStateView, PushSubscriptionBody>({
      query: (body) => requestOf(pushSubscribe, { body }),
    }),
  }),
});

export const { useGetPushStateQuery, useSavePushSubscriptionMutation } = api;
