import fp from 'fastify-plugin';

import type { Tx } from '../../db/client';
import type { ClientInfo } from '../../plugins/context';
import { insertLoginRecord } from './repo';
import { loginRecordRoutes } from './routes';

/** The login record's door: a successful login is recorded in the login's transaction. */
export interface LoginRecordDoor {
  record(
    tx: Tx,
    userId: number,
    loginType: 1 | 2,
    client: ClientInfo,
    body: { deviceType?: number | undefined; deviceBrand?: string | undefined; appChannelCode?: string | undefined },
  ): Promise<void>;
}

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
