import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { UssdPinBody, UssdPinView } from '@pocket/contracts/api/ussd';
import { setUssdPin, ussdPin } from '@pocket/contracts/calls/account';

/** GET/POST /api/ussd/pin (token): whether a USSD PIN is set, and setting it (contracts ussdPinAnswer). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUssdPin: build.query<UssdPinView, void>({
      query: () => requestOf(ussdPin),
    }),
    setUssdPin: build.mutation<UssdPinView, UssdPinBody>({
      query: (body) => requestOf(setUssdPin, { body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(api.util.upsertQueryData('getUssdPin', undefined, data));
      },
    }),
  }),
});

export const { useGetUssdPinQuery, useSetUssdPinMutation } = api;
