import { rm } from 'node:fs/promises';

import fp from 'fastify-plugin';

import { authDoor } from '../auth/plugin';
import { closureRoutes } from './routes';
import { AccountClosure } from './service';

export { IDEMPOTENCY_SCOPES, KEPT_BY_LAW, PHONE_TABLES, USER_TABLES } from './personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** Close my account (tests reach the service to close twice). */
    accountClosure: AccountClosure;
  }
}

/**
 * Close my account (docs/data-rights.md, "Close my account"): refused while money is owed, else the personal data of
 * personal-data.ts is erased or anonymised, sessions and trusted devices revoked, and the closure audited.
 */
export const accountClosure = fp(
  async (app) => {
    const devices = authDoor(app.kv);
    const closure = new AccountClosure({
      db: app.db,
      now: app.appConfig.now,
      audit: app.staffAudit,
      forgetDevices: (mobile) => devices.resetTrustedDevices(mobile),
      deleteUploadFiles: async (ids) => {
        for (const id of ids) for (const file of Object.values(app.uploads.reencoder.files(id))) await rm(file, { force: true });
      },
      // Filled by modules registered later (collections' notes): read at each closure.
      eraseElsewhere: app.extensions.accountClosing,
    });
    app.decorate('accountClosure', closure);
    await app.register(closureRoutes, { closure });
  },
  { name: 'account-closure', dependencies: ['context', 'auth', 'user', 'uploads', 'staff-audit'] },
);
