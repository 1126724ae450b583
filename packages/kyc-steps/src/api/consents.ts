import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { ConsentBody, ConsentsView } from '@pocket/contracts/api/consents';
import { consents, saveConsent } from '@pocket/contracts/calls/account';

/**
 * The consent record as KYC needs it (docs/data-rights.md, "Consents"): face and location given on the face screen,
 * and whether location may be read before the browser is asked for it.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    kycConsents: build.query<ConsentsView, void>({
      query: () => requestOf(consents),
      keepUnusedDataFor: 0,
    }),
    giveKycConsent: build.mutation<ConsentsView, ConsentBody>({
      query: (body) => requestOf(saveConsent, { body }),
    }),
  }),
});

export const { useLazyKycConsentsQuery, useGiveKycConsentMutation } = api;
