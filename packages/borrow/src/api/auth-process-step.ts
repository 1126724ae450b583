import { baseApi } from '@pocket/api-client/base-api';

/** One entry of getUserAuthProcessStep (spec section 3); isAuth may come as a boolean or 0/1. */
export type AuthStepItem = { cerCode: number; isAuth: boolean | number };

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Home reads the list itself so its call to action is right even before the KYC pages ran in this session.
    getKycProgress: build.query<AuthStepItem[], void>({
      query: () => ({ url: '/user/auth/api/getUserAuthProcessStep', needsToken: true }),
      providesTags: ['Kyc'],
    }),
  }),
});

export const { useGetKycProgressQuery } = api;
