import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { userInfoAnswer } from '@pocket/contracts/api/user';

import type { ProfileRow } from './repo';
import { UserService } from './service';

export const userRoutes: FastifyPluginAsync = async (app) => {
  const service = new UserService({ db: app.db, extensions: app.extensions, now: app.appConfig.now });

  app.withTypeProvider<ZodTypeProvider>().get('/api/my/getUserInfo', {
    // The session and the profile in one statement (the session is still read on every call).
    config: {
      auth: 'signed',
      sessionRead: async (_db, session) => {
        const profile = await service.profileBySession(session);
        return profile && { userId: profile.userId, data: profile };
      },
    },
    schema: { tags: ['user'], summary: "The caller's profile (stored by the client as userInfo)", response: { 200: userInfoAnswer } },
    handler: async (req) => ({ code: 200, msg: 'ok', data: service.info(req.sessionData as NonNullable<ProfileRow>) }),
  });
};
