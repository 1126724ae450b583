import type { AuthStepItem } from '@pocket/contracts/api/kyc';

import { baseApi } from '../base-api';

// Read by two features (kyc-steps for its flow, borrow for home's call to action): one endpoint, typed by the contract.
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserAuthProcessStep: build.query<AuthStepItem[], void>({
      query: () => ({ url: '/user/auth/api/getUserAuthProcessStep', data: {}, needsToken: true }),
      providesTags: ['Kyc'],
    }),
  }),
});

export const { useGetUserAuthProcessStepQuery } = api;
export const getUserAuthProcessStep = api.endpoints.getUserAuthProcessStep;
