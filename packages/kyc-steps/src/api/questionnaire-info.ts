import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { QuestionnaireInfo } from '@pocket/contracts/api/kyc';
import { questionnaireInfo } from '@pocket/contracts/calls/kyc';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getQuestionnaireInfo: build.query<QuestionnaireInfo, void>({
      query: () => requestOf(questionnaireInfo, { body: {} }),
      providesTags: ['Kyc'],
    }),
  }),
});

export const { useGetQuestionnaireInfoQuery } = api;
