import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { ReminderItem } from '@pocket/contracts/api/user';
import { getReminders } from '@pocket/contracts/calls/user';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReminders: build.query<ReminderItem[], void>({
      // Asked only with a session (home skips it without one), so always signed.
      query: () => requestOf(getReminders, { signed: true }),
      providesTags: ['Loans'],
    }),
  }),
});

export const { useGetRemindersQuery } = api;
