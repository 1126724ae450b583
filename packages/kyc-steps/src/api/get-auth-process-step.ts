import { baseApi } from '@pocket/api-client/base-api';
import type { AuthStepItem } from '@pocket/contracts/api/kyc';

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
