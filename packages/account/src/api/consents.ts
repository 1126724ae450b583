import { baseApi } from '@pocket/api-client/base-api';
import type { ConsentBody, ConsentsView } from '@pocket/contracts/api/consents';

/** GET/POST /api/consents (token): the borrower's consents; give or withdraw location and marketing (contracts consentsAnswer). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myConsents: build.query<ConsentsView, void>({
      query: () => ({ url: '/consents', method: 'GET', needsToken: true }),
    }),
    setConsent: build.mutation<ConsentsView, ConsentBody>({
      query: (body) => ({ url: '/consents', method: 'POST', data: body, needsToken: true }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null); // a refusal is the caller's to tell
        if (answer) dispatch(api.util.upsertQueryData('myConsents', undefined, answer.data));
      },
    }),
  }),
});

export const { useMyConsentsQuery, useSetConsentMutation } = api;
