import { baseApi } from '@pocket/api-client/base-api';
import { requestOf } from '@pocket/api-client/call-request';
import type { QuestionnaireSubmitBody } from '@pocket/contracts/api/kyc';
import { questionnaireSubmit } from '@pocket/contracts/calls/kyc';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitQuestionnaire: build.mutation<null, QuestionnaireSubmitBody>({
      query: (body) => requestOf(questionnaireSubmit, { body }),
      // The limit rises with the questionnaire: home and the estimate read it again.
      invalidatesTags: ['Kyc', 'Loans'],
    }),
  }),
});

export const { useSubmitQuestionnaireMutation } = api;
