import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

import type { AuditEntry, AuditVerifyData } from '@pocket/contracts/api/staff';

import type { Tx } from '../../db/client';
import { auditRoutes } from './routes';
import { AuditLog } from './service';
import type { AuditRecord } from './service';

export type { AuditActor, AuditOrigin, AuditRecord } from './service';

/** The staff audit's door: other modules append rows (inside their own transaction) and nothing else. */
export interface StaffAuditDoor {
  /** One append-only, hash-chained row, in the caller's transaction (it commits or rolls back with the write). */
  record(tx: Tx, entry: AuditRecord): Promise<void>;
  /** The newest rows about one entity (a borrower's page lists the staff actions taken on them). */
  about(entity: string, entityId: number, limit: number): Promise<AuditEntry[]>;
  /** Walks the chain (in `tx` when given). */
  verify(tx?: Tx): Promise<AuditVerifyData>;
}

declare module 'fastify' {
  interface FastifyInstance {
    staffAudit: StaffAuditDoor;
  }
}

/** The staff audit (docs/backoffice.md): the door first; its routes come after the staff guard (staffAuditRoutes). */
export const staffAudit = fp(
  async (app) => {
    const log = new AuditLog(app.db, app.appConfig.now);
    app.decorate('staffAudit', {
      record: (tx, entry) => log.record(tx, entry),
      about: async (entity, entityId, limit) => (await log.list({ entity, entityId, limit })).items,
      verify: (tx) => log.verify(tx),
    } satisfies StaffAuditDoor);
  },
  { name: 'staff-audit', dependencies: ['context'] },
);

/** GET /api/staff/audit, /audit.csv, /audit/verify; registered after the staff module so its guard covers them. */
export const staffAuditRoutes: FastifyPluginAsync = async (app) => {
  await app.register(auditRoutes, { log: new AuditLog(app.db, app.appConfig.now), now: app.appConfig.now });
};
