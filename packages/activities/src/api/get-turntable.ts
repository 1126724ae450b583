import { baseApi } from '@pocket/api-client/base-api';
import type { TurntableData } from '@pocket/contracts/api/activities';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTurntable: build.query<TurntableData, { loggedIn: boolean }>({
      // The login state is part of the cache key: logging in reloads the spins left and the history.
      query: ({ loggedIn }) => ({ url: '/api/v1/activity/turntable', method: 'GET', needsToken: loggedIn }),
      providesTags: ['Activities'],
    }),
  }),
});

export const { useGetTurntableQuery } = api;
