import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  authInfoBody,
  authProcessStepAnswer,
  identityBody,
  kycReviewAnswer,
  questionnaireInfoAnswer,
  questionnaireSubmitBody,
  saveAnswer,
} from '@pocket/contracts/api/kyc';

import { reviewInfoOf } from './review-state';
import { latestReview } from './reviews.repo';
import { type KycService, kycStepsOf, questionnaireFrom } from './service';
import { type QuestionnaireRead, readQuestionnaireBySession, readStepsBySession, type StepsRead } from './session-reads';

const tags = ['kyc'];
const signed = { auth: 'signed' } as const;

export const kycRoutes: FastifyPluginAsync<{ service: KycService }> = async (app, { service }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/user/auth/api/getUserAuthProcessStep', {
    // The session and the steps in one statement (issue 34: 3).
    config: { auth: 'signed', sessionRead: (db, session) => readStepsBySession(db, session) },
    schema: { tags, summary: 'KYC steps: [{ cerCode 1-4, isAuth }]', response: { 200: authProcessStepAnswer } },
    handler: async (req) => {
      const read = req.sessionData as StepsRead;
      return { code: 200, msg: 'ok', data: kycStepsOf(read.identity, read.sections) };
    },
  });

  r.post('/api/user/auth/api/kycReview', {
    config: signed,
    schema: { tags, summary: 'What a person decided about the KYC: none (the rules decided), pending, approved, or rejected with why and what to do next', response: { 200: kycReviewAnswer } },
    handler: async (req) => ({ code: 200, msg: 'ok', data: reviewInfoOf(await latestReview(app.db, req.userId!)) }),
  });

  r.post('/api/user/auth/api/addOrUpdateUserOcrInfoV3', {
    config: signed,
    schema: { tags, summary: 'Save the identity step (cerCode 2)', body: identityBody, response: { 200: saveAnswer } },
    handler: async (req) => {
      await service.saveIdentity(req.userId!, req.body);
      return { code: 200, msg: 'ok', data: null };
    },
  });

  r.post('/api/user/auth/api/addOrUpdateUserAuthInfo', {
    config: signed,
    schema: { tags, summary: 'Save one section: face (cerCode 1) or base / linkman / work (cerCode 3)', body: authInfoBody, response: { 200: saveAnswer } },
    handler: async (req) => {
      await service.saveSection(req.userId!, req.body);
      return { code: 200, msg: 'ok', data: null };
    },
  });

  r.post('/api/admin/questionnaire/api/info', {
    // The session and the saved answers in one statement (issue 34: 2).
    config: { auth: 'signed', sessionRead: (db, session) => readQuestionnaireBySession(db, session) },
    schema: { tags, summary: 'The supplementary questionnaire and the saved answers', response: { 200: questionnaireInfoAnswer } },
    handler: async (req) => ({ code: 200, msg: 'ok', data: questionnaireFrom((req.sessionData as QuestionnaireRead).saved) }),
  });

  r.post('/api/admin/questionnaire/api/submit', {
    config: signed,
    schema: { tags, summary: 'Answer every question (cerCode 4)', body: questionnaireSubmitBody, response: { 200: saveAnswer } },
    handler: async (req) => {
      await service.submitQuestionnaire(req.userId!, req.body);
      return { code: 200, msg: 'ok', data: null };
    },
  });
};
