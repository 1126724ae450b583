import type { FastifyPluginAsync } from 'fastify';

import { authProcessStep, kycReview, questionnaireInfo, questionnaireSubmit, saveAuthInfo, saveIdentity } from '@pocket/contracts/api/kyc.contracts';

import { routeFromContract } from '../../plugins/contract-route';
import { reviewInfoOf } from './review-state';
import { latestReview } from './reviews.repo';
import { type KycService, kycStepsOf, questionnaireFrom } from './service';
import { type QuestionnaireRead, readQuestionnaireBySession, readStepsBySession, type StepsRead } from './session-reads';

const tags = ['kyc'];

export const kycRoutes: FastifyPluginAsync<{ service: KycService }> = async (app, { service }) => {

  routeFromContract(app, authProcessStep, {
    tags,
    summary: 'KYC steps: [{ cerCode 1-4, isAuth }]',
    // The session and the steps in one statement (issue 34: 3).
    config: { sessionRead: (db, session) => readStepsBySession(db, session) },
    handler: async (req) => {
      const read = req.sessionData as StepsRead;
      return { code: 200, msg: 'ok', data: kycStepsOf(read.identity, read.sections) };
    },
  });

  routeFromContract(app, kycReview, {
    tags,
    summary: 'What a person decided about the KYC: none (the rules decided), pending, approved, or rejected with why and what to do next',
    handler: async (req) => ({ code: 200, msg: 'ok', data: reviewInfoOf(await latestReview(app.db, req.userId!)) }),
  });

  routeFromContract(app, saveIdentity, {
    tags,
    summary: 'Save the identity step (cerCode 2)',
    handler: async (req) => {
      await service.saveIdentity(req.userId!, req.body);
      return { code: 200, msg: 'ok', data: null };
    },
  });

  routeFromContract(app, saveAuthInfo, {
    tags,
    summary: 'Save one section: face (cerCode 1) or base / linkman / work (cerCode 3)',
    handler: async (req) => {
      await service.saveSection(req.userId!, req.body);
      return { code: 200, msg: 'ok', data: null };
    },
  });

  routeFromContract(app, questionnaireInfo, {
    tags,
    summary: 'The supplementary questionnaire and the saved answers',
    // The session and the saved answers in one statement (issue 34: 2).
    config: { sessionRead: (db, session) => readQuestionnaireBySession(db, session) },
    handler: async (req) => ({ code: 200, msg: 'ok', data: questionnaireFrom((req.sessionData as QuestionnaireRead).saved) }),
  });

  routeFromContract(app, questionnaireSubmit, {
    tags,
    summary: 'Answer every question (cerCode 4)',
    handler: async (req) => {
      await service.submitQuestionnaire(req.userId!, req.body);
      return { code: 200, msg: 'ok', data: null };
    },
  });
};
