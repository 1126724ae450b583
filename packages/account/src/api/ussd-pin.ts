import { baseApi } from '@pocket/api-client/base-api';
import type { UssdPinBody, UssdPinView } from '@pocket/contracts/api/ussd';

/** GET/POST /api/ussd/pin (token): whether a USSD PIN is set, and setting it (contracts ussdPinAnswer). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUssdPin: build.query<UssdPinView, void>({
      query: () => ({ url: '/ussd/pin', method: 'GET', needsToken: true }),
    }),
    setUssdPin: build.mutation<UssdPinView, UssdPinBody>({
      query: (body) => ({ url: '/ussd/pin', method: 'POST', data: body, needsToken: true }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(api.util.upsertQueryData('getUssdPin', undefined, data));
      },
    }),
  }),
});

export const { useGetUssdPinQuery, useSetUssdPinMutation } = api;
