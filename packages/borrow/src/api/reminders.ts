import { baseApi } from '@pocket/api-client/base-api';
import type { ReminderItem } from '@pocket/contracts/api/user';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReminders: build.query<ReminderItem[], void>({
      query: () => ({ url: '/api/v4/reminder/get', method: 'GET', needsToken: true }),
      providesTags: ['Loans'],
    }),
  }),
});

export const { useGetRemindersQuery } = api;
