import { createAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';

import { loggedOut } from '@pocket/app-core/app-state';
import type { AppStartListening } from '@pocket/app-core/hooks';
import { RESPONSE_CODE } from '@pocket/contracts/constants';

import { ApiError } from './api-error';
import type { ApiFailure } from './api-error';
import { apiRequest } from './client';
import type { ApiRequest } from './client';
import { forgetLastSeen } from './last-seen/last-seen-store';

/**
 * RTK Query over the one HTTP client. Code 200 gives `data` (the envelope's data); 501 / 417 and every other
 * code give an ApiFailure as `error` (toastShown says the catalogue already told the user).
 */
export const httpBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiFailure> = async (request, { signal }) => {
  try {
    const envelope = await apiRequest<unknown>({ ...request, signal });
    if (envelope.code === RESPONSE_CODE.ok) return { data: envelope.data };
    return { error: { code: envelope.code, msg: envelope.msg, data: envelope.data, toastShown: false } };
  } catch (error) {
    if (error instanceof ApiError) return { error: error.toFailure() };
    const msg = error instanceof Error ? error.message : String(error);
    return { error: { code: 0, msg, data: null, toastShown: false } };
  }
};

// Only tags some endpoint provides.
export const tagTypes = [
  'User',
  'Kyc',
  'Loans',
  'Repay',
  'Extension',
  'Coupons',
  'Vip',
  'Stage',
  'Activities',
  'Channel',
] as const;

/**
 * The answers a server-rendered first screen was rendered with (the api's state on the server, issue 28): the
 * browser puts them into its cache before it hydrates that screen, so its first render is the server's.
 */
export const serverAnswersArrived = createAction<unknown>('api/serverAnswersArrived');

// On the server (no window) a query hook starts its query during the render, as RTK Query's server rendering asks
// (apps/web/src/entry-server.tsx renders, waits for the running queries, and renders again); in the browser, in effects.
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }));

/** The one api; features add their endpoints with `baseApi.injectEndpoints` (one endpoint per file). */
export const baseApi = createApi({
  reducerPath: 'api',
  extractRehydrationInfo: (action, { reducerPath }) =>
    serverAnswersArrived.match(action) ? (action.payload as Record<typeof reducerPath, never>)[reducerPath] : undefined,
  baseQuery: httpBaseQuery,
  tagTypes,
  endpoints: () => ({}),
});

/** Another user must never see the last one's cached answers: logout empties the cache and the bills kept for offline. */
export function registerApiListeners(startListening: AppStartListening): () => void {
  return startListening({
    actionCreator: loggedOut,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(baseApi.util.resetApiState());
      forgetLastSeen();
    },
  });
}
