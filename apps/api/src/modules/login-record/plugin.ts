import fp from 'fastify-plugin';

import type { LoginRecorder } from '../auth/plugin';
import { insertLoginRecord } from './repo';
import { loginRecordRoutes } from './routes';

/** The login record's door: a successful login is recorded in the login's transaction (what auth's logins need). */
export type LoginRecordDoor = LoginRecorder;
export { loginRecordsOf, signInsOf } from './reads';

declare module 'fastify' {
  interface FastifyInstance {
    loginRecords: LoginRecordDoor;
  }
}

/** One row per successful login with the default headers the client sent; the borrower's recent logins. */
export const loginRecord = fp(
  async (app) => {
    app.decorate('loginRecords', { record: insertLoginRecord } satisfies LoginRecordDoor);
    await app.register(loginRecordRoutes);
  },
  { name: 'login-record', dependencies: ['context', 'session-guard'] },
);
