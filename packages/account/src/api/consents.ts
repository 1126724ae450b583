import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { ConsentBody, ConsentsView } from '@pocket/contracts/api/consents';
import { consents, saveConsent } from '@pocket/contracts/calls/account';

/** GET/POST /api/consents (token): the borrower's consents; give or withdraw location and marketing (contracts consentsAnswer). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myConsents: build.query<ConsentsView, void>({
      query: () => requestOf(consents),
    }),
    setConsent: build.mutation<ConsentsView, ConsentBody>({
      query: (body) => requestOf(saveConsent, { body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null); // a refusal is the caller's to tell
        if (answer) dispatch(api.util.upsertQueryData('myConsents', undefined, answer.data));
      },
    }),
  }),
});

export const { useMyConsentsQuery, useSetConsentMutation } = api;
