import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { appLoginRecordAnswer, reminderAnswer, type ReminderItem, userInfoAnswer } from '@pocket/contracts/api/user';

import { type LoginRecordsRead, readLoginRecordsBySession } from '../login-record/repo';
import { loginRecordsFrom } from '../login-record/service';
import { remindersBySession } from '../reminder/service';
import type { ProfileRow } from './repo';
import { UserService } from './service';

const tags = ['user'];

export const userRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new UserService(app.db, app.extensions, app.appConfig.now);

  r.get('/api/my/getUserInfo', {
    // The session and the profile in one statement (the session is still read on every call).
    config: {
      auth: 'signed',
      sessionRead: async (_db, session) => {
        const profile = await service.profileBySession(session);
        return profile && { userId: profile.userId, data: profile };
      },
    },
    schema: { tags, summary: "The caller's profile (stored by the client as userInfo)", response: { 200: userInfoAnswer } },
    handler: async (req) => ({ code: 200, msg: 'ok', data: service.info(req.sessionData as NonNullable<ProfileRow>) }),
  });

  r.get('/api/index/api/getAppLoginRecord', {
    // The session and the logins in one statement (issue 34: 2).
    config: { auth: 'signed', sessionRead: (db, session) => readLoginRecordsBySession(db, session) },
    schema: { tags, summary: "The caller's recent logins", response: { 200: appLoginRecordAnswer } },
    handler: async (req) => ({ code: 200, msg: 'ok', data: loginRecordsFrom(req.sessionData as LoginRecordsRead) }),
  });

  r.get('/api/v4/reminder/get', {
    config: { auth: 'optional', sessionRead: async (db, session) => remindersBySession(db, app.extensions, session) },
    schema: { tags, summary: "The caller's bill reminders (empty without a session or a loan)", response: { 200: reminderAnswer } },
    handler: async (req) => ({ code: 200, msg: 'ok', data: req.userId === null ? [] : (req.sessionData as ReminderItem[]) }),
  });
};
