import { baseApi } from '@pocket/api-client/base-api';
import type { QuestionnaireSubmitBody } from '@pocket/contracts/api/kyc';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitQuestionnaire: build.mutation<null, QuestionnaireSubmitBody>({
      query: (body) => ({ url: '/admin/questionnaire/api/submit', data: body, needsToken: true }),
      // The limit rises with the questionnaire: home and the estimate read it again.
      invalidatesTags: ['Kyc', 'Loans'],
    }),
  }),
});

export const { useSubmitQuestionnaireMutation } = api;
