import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { appLoginRecordAnswer } from '@pocket/contracts/api/user';

import { type LoginRecordsRead, readLoginRecordsBySession } from './repo';
import { loginRecordsFrom } from './service';

export const loginRecordRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get('/api/index/api/getAppLoginRecord', {
    // The session and the logins in one statement (issue 34: 2).
    config: { auth: 'signed', sessionRead: (db, session) => readLoginRecordsBySession(db, session) },
    schema: { tags: ['user'], summary: "The caller's recent logins", response: { 200: appLoginRecordAnswer } },
    handler: async (req) => ({ code: 200, msg: 'ok', data: loginRecordsFrom(req.sessionData as LoginRecordsRead) }),
  });
};
