import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { HolidayNotice } from '@pocket/contracts/api/activities';
import { holidaysList } from '@pocket/contracts/calls/activities';

export const holidaysListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHolidaysList: build.query<HolidayNotice[], void>({
      query: () => requestOf(holidaysList),
    }),
  }),
});
