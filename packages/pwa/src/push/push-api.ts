import { baseApi } from '@pocket/api-client/base-api';
import type { PushStateView, PushSubscriptionBody } from '@pocket/contracts/api/messages';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The server's VAPID key, how many browsers of the borrower get notifications, whether a loan was paid out. */
    getPushState: build.query<PushStateView, void>({
      query: () => ({ url: '/messages/push', method: 'GET', needsToken: true }),
    }),
    savePushSubscription: build.mutation<PushStateView, PushSubscriptionBody>({
      query: (body) => ({ url: '/messages/push/subscription', method: 'POST', data: body, needsToken: true }),
    }),
  }),
});

export const { useGetPushStateQuery, useSavePushSubscriptionMutation } = api;
