import fp from 'fastify-plugin';

import { userInfoRoutes } from './routes';

/**
 * The caller's profile (getUserInfo): the account, the KYC steps and name, and every extension's fields (VIP), read
 * with the session in one statement. A room of its own above user, auth and kyc, whose fragments it joins; the user
 * module below them is then only the door to the users table.
 */
export const userInfo = fp(
  async (app) => {
    await app.register(userInfoRoutes);
  },
  { name: 'user-info', dependencies: ['context', 'session-guard', 'user', 'auth', 'kyc'] },
);
