import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

import type { AuditEntry, AuditVerifyData } from '@pocket/contracts/api/staff';

import type { Db, Tx } from '../../db/client';
import { startLeasedJob } from '../../plugins/leased-job';
import { undeclaredAudit } from '../../plugins/staff-call-scope';
import { type AuditCheckpoint, AuditCheckpoints, type CheckpointOptions } from './checkpoints';
import { auditKeyOf } from './key';
import { auditRoutes } from './routes';
import { AuditLog } from './service';
import type { AuditRecord } from './service';

export type { AuditActor, AuditOrigin, AuditRecord } from './service';
export type { AuditCheckpoint } from './checkpoints';
export { auditKeyOf } from './key';

/** The staff audit's door: other modules append rows (inside their own transaction) and nothing else. */
export interface StaffAuditDoor {
  /** One append-only, hash-chained row, in the caller's transaction (it commits or rolls back with the write). */
  record(tx: Tx, entry: AuditRecord): Promise<void>;
  /** The newest rows about one entity (a borrower's page lists the staff actions taken on them). */
  about(entity: string, entityId: number, limit: number): Promise<AuditEntry[]>;
  /** Walks the chain and checks every checkpoint (in `tx` when given), listing every break. */
  verify(tx?: Tx): Promise<AuditVerifyData>;
  /** A checkpoint of the chain's head now (the job writes one per interval); null when the head has not moved. */
  checkpoint(): Promise<AuditCheckpoint | null>;
}

function auditLogFor(db: Db, now: () => number, key: Buffer, checkpoints: CheckpointOptions): AuditLog {
  return new AuditLog(db, now, key, new AuditCheckpoints(db, key, now, checkpoints));
}

/**
 * An audit row written while a staff call runs must be one of the actions its contract declares (decision 0052): outside
 * production the write fails (the test that made it fails, and the row's transaction rolls back); in production the
 * row is written and the mismatch logged.
 */
function checkDeclared(action: string, strict: boolean, warn: (problem: string) => void): void {
  const problem = undeclaredAudit(action);
  if (problem === null) return;
  if (strict) throw new Error(problem);
  warn(problem);
}

const doorOf = (log: AuditLog, strict = false, warn: (problem: string) => void = () => {}): StaffAuditDoor => ({
  record: (tx, entry) => {
    checkDeclared(entry.action, strict, warn);
    return log.record(tx, entry);
  },
  about: async (entity, entityId, limit) => (await log.list({ entity, entityId, limit })).items,
  verify: (tx) => log.verify(tx),
  checkpoint: () => log.checkpoint(),
});

/** The door on a database of one's own (the first-admin command runs without the app). */
export function auditDoorFor(db: Db, now: () => number, key: Buffer, checkpoints: CheckpointOptions = { file: undefined, log: () => {} }): StaffAuditDoor {
  return doorOf(auditLogFor(db, now, key, checkpoints));
}

declare module 'fastify' {
  interface FastifyInstance {
    staffAudit: StaffAuditDoor;
  }
}

export interface StaffAuditOptions {
  /** The in-process checkpoint job (off in tests, which call `checkpoint()`). */
  jobs: boolean;
}

/** The staff audit (docs/backoffice.md): the door first; its routes come after the staff guard (staffAuditRoutes). */
export const staffAudit = fp<StaffAuditOptions>(
  async (app, opts) => {
    const config = app.appConfig;
    const key = auditKeyOf({ key: config.audit.key, dataDir: config.dataDir });
    const checkpoints: CheckpointOptions = {
      file: config.audit.checkpointFile,
      // The copy outside the database that every deployment has: the log, shipped away from the server.
      log: (cp) => app.log.info({ auditCheckpoint: { at: cp.at.toISOString(), rows: cp.rows, headId: cp.headId, headHash: cp.headHash, mac: cp.mac } }, 'audit checkpoint'),
    };
    const log = auditLogFor(app.db, config.wallNow, key, checkpoints);
    const door = doorOf(log, config.env !== 'production', (problem) => app.log.error({ audit: problem }, 'audit action not in the staff call contract'));
    app.decorate('staffAudit', door);
    app.decorate('staffAuditLog', log);
    // One checkpoint per interval across processes (the lease), under the chain's lock (decision 0048).
    const job = opts.jobs
      ? startLeasedJob(
          {
            name: 'audit checkpoint',
            intervalMs: config.audit.checkpointIntervalMs,
            firstAfterMs: 5_000,
            log: (msg, err) => app.log.error({ err }, msg),
            lease: (name, ms) => app.kv.setIfAbsent(`job-lease:${name}`, String(process.pid), ms),
            onRun: (name, outcome, seconds) => app.metrics?.jobRun(name, outcome, seconds),
          },
          async () => (await door.checkpoint()) !== null,
        )
      : null;
    app.addHook('onClose', async () => job?.stop());
  },
  { name: 'staff-audit', dependencies: ['context'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit's reads for its own routes (staffAuditRoutes). */
    staffAuditLog: AuditLog;
  }
}

/** GET /api/staff/audit, /audit.csv, /audit/verify; registered after the staff module so its guard covers them. */
export const staffAuditRoutes: FastifyPluginAsync = async (app) => {
  await app.register(auditRoutes, { log: app.staffAuditLog, now: app.appConfig.now });
};
