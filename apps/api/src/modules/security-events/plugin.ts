import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

import { securityEventRoutes } from './routes';
import { SecurityEventLog } from './service';
import type { NoteMode, SecurityEventNote } from './service';

export type { NoteMode, SecurityEventNote } from './service';

/** The security events' door: modules note events; admins read them (docs/security.md, issue 42). */
export interface SecurityEventsDoor {
  note(event: SecurityEventNote, mode?: NoteMode): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    securityEvents: SecurityEventsDoor & { log: SecurityEventLog };
  }
}

/** Refused sign-ins, attacks and bulk reveals, apart from the business audit. Its route comes after the staff guard. */
export const securityEvents = fp(
  async (app) => {
    const log = new SecurityEventLog(app.db, app.kv, app.appConfig.wallNow, (fields, message) => app.log.warn(fields, message));
    app.decorate('securityEvents', { note: (event: SecurityEventNote, mode?: NoteMode) => log.note(event, mode), log });
  },
  { name: 'security-events', dependencies: ['context'] },
);

/** GET /api/staff/security-events; registered after the staff module so its guard covers it. */
export const securityEventsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(securityEventRoutes, { log: app.securityEvents.log });
};
