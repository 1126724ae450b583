import type { AuthStepItem } from '@pocket/contracts/api/kyc';
import { authProcessStep } from '@pocket/contracts/calls/kyc';

import { baseApi } from '../base-api';
import { requestOf } from '../call-request';

// Read by two features (kyc-steps for its flow, borrow for home's call to action): one endpoint, typed by the contract.
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserAuthProcessStep: build.query<AuthStepItem[], void>({
      query: () => requestOf(authProcessStep, { body: {} }),
      providesTags: ['Kyc'],
    }),
  }),
});

export const { useGetUserAuthProcessStepQuery } = api;
export const getUserAuthProcessStep = api.endpoints.getUserAuthProcessStep;
