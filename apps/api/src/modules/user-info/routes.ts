import type { FastifyPluginAsync } from 'fastify';

import { getUserInfo } from '@pocket/contracts/api/user.contracts';

import { routeFromContract } from '../../plugins/contract-route';
import type { ProfileRow } from './repo';
import { UserInfoService } from './service';

export const userInfoRoutes: FastifyPluginAsync = async (app) => {
  const service = new UserInfoService({ db: app.db, extensions: app.extensions, now: app.appConfig.now });

  routeFromContract(app, getUserInfo, {
    tags: ['user'],
    summary: "The caller's profile (stored by the client as userInfo)",
    // The session and the profile in one statement (the session is still read on every call).
    config: {
      sessionRead: async (_db, session) => {
        const profile = await service.profileBySession(session);
        return profile && { userId: profile.userId, data: profile };
      },
    },
    handler: async (req) => ({ code: 200, msg: 'ok', data: service.info(req.sessionData as NonNullable<ProfileRow>) }),
  });
};
