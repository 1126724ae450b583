import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { TurntableData } from '@pocket/contracts/api/activities';
import { turntable } from '@pocket/contracts/calls/activities';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTurntable: build.query<TurntableData, { loggedIn: boolean }>({
      // The login state is part of the cache key: logging in reloads the spins left and the history.
      query: ({ loggedIn }) => requestOf(turntable, { signed: loggedIn }),
      providesTags: ['Activities'],
    }),
  }),
});

export const { useGetTurntableQuery } = api;
