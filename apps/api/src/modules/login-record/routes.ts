import type { FastifyPluginAsync } from 'fastify';

import { getAppLoginRecord } from '@pocket/contracts/api/user.contracts';

import { routeFromContract } from '../../plugins/contract-route';
import { type LoginRecordsRead, readLoginRecordsBySession } from './repo';
import { loginRecordsFrom } from './service';

export const loginRecordRoutes: FastifyPluginAsync = async (app) => {
  routeFromContract(app, getAppLoginRecord, {
    tags: ['user'],
    summary: "The caller's recent logins",
    // The session and the logins in one statement (issue 34: 2).
    config: { sessionRead: (db, session) => readLoginRecordsBySession(db, session) },
    handler: async (req) => ({ code: 200, msg: 'ok', data: loginRecordsFrom(req.sessionData as LoginRecordsRead) }),
  });
};
