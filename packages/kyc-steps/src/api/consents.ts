import { baseApi } from '@pocket/api-client/base-api';
import type { ConsentBody, ConsentsView } from '@pocket/contracts/api/consents';

/**
 * The consent record as KYC needs it (docs/data-rights.md, "Consents"): face and location given on the face screen,
 * and whether location may be read before the browser is asked for it.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    kycConsents: build.query<ConsentsView, void>({
      query: () => ({ url: '/consents', method: 'GET', needsToken: true }),
      keepUnusedDataFor: 0,
    }),
    giveKycConsent: build.mutation<ConsentsView, ConsentBody>({
      query: (body) => ({ url: '/consents', method: 'POST', data: body, needsToken: true }),
    }),
  }),
});

export const { useLazyKycConsentsQuery, useGiveKycConsentMutation } = api;
