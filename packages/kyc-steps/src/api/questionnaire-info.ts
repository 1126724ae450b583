import { baseApi } from '@pocket/api-client/base-api';
import type { QuestionnaireInfo } from '@pocket/contracts/api/kyc';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getQuestionnaireInfo: build.query<QuestionnaireInfo, void>({
      query: () => ({ url: '/admin/questionnaire/api/info', data: {}, needsToken: true }),
      providesTags: ['Kyc'],
    }),
  }),
});

export const { useGetQuestionnaireInfoQuery } = api;
