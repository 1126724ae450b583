import { baseApi } from '@pocket/api-client/base-api';
import type { HolidayNotice } from '@pocket/contracts/api/activities';

export const holidaysListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHolidaysList: build.query<HolidayNotice[], void>({
      query: () => ({ url: '/api/v1/activity/holidays-list', method: 'GET' }),
    }),
  }),
});
