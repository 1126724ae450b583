import type { AuditEntry, AuditQuery, AuditVerifyData, StaffRole } from '@pocket/contracts/api/staff';

import type { Db, Tx } from '../../db/client';
import type { AuditCheckpoint, AuditCheckpoints } from './checkpoints';
import { GENESIS_HASH, rowHash } from './hash';
import { insertRow, lastHash, listRows, lockChain, nextId } from './repo';
import type { AuditRow } from './repo';
import { verifyChain } from './verify';

/** Who did it: a staff member, or (failed sign-in) only the e-mail typed. */
export interface AuditActor {
  id: number | null;
  email: string | null;
  roles: readonly StaffRole[];
}

/** Where it came from: the request id (X-Request-Id) and the caller's IP. */
export interface AuditOrigin {
  requestId: string | null;
  ip: string | null;
}

export interface AuditRecord {
  actor: AuditActor;
  origin: AuditOrigin;
  /** e.g. `staff.sign-in`, `staff.create`, `approval.approve`, `borrower.reveal`. */
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

const DEFAULT_LIMIT = 50;

/** The append-only, hash-chained staff audit, keyed (HMAC) with a key kept outside the database (decision 0048). */
export class AuditLog {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly key: Buffer,
    private readonly checkpoints: AuditCheckpoints,
  ) {}

  /** Appends one row inside `tx` (a savepoint of it), chained to the last row under a transaction lock. */
  async record(tx: Tx, entry: AuditRecord): Promise<void> {
    await tx.transaction(async (t) => {
      await lockChain(t);
      const prevHash = (await lastHash(t)) ?? GENESIS_HASH;
      const id = await nextId(t);
      const fields = {
        id,
        at: new Date(this.now()),
        actorId: entry.actor.id,
        actorEmail: entry.actor.email,
        roles: [...entry.actor.roles],
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
        before: entry.before ?? null,
        after: entry.after ?? null,
        reason: entry.reason ?? null,
        requestId: entry.origin.requestId,
        ip: entry.origin.ip,
      };
      await insertRow(t, { ...fields, prevHash, hash: rowHash(this.key, prevHash, fields) });
    });
  }

  async list(query: AuditQuery): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
    const limit = query.limit ?? DEFAULT_LIMIT;
    const rows = await listRows(this.db, { ...query, beforeId: cursorId(query.cursor) }, limit + 1);
    const items = rows.slice(0, limit).map(toEntry);
    return { items, nextCursor: rows.length > limit ? String(items[items.length - 1]!.id) : null };
  }

  /** Every row of the filter, newest first, in batches (never the whole table in memory). */
  async *all(query: AuditQuery, batch = 1000): AsyncGenerator<AuditEntry> {
    let beforeId = cursorId(query.cursor);
    for (;;) {
      const rows = await listRows(this.db, { ...query, beforeId }, batch);
      for (const row of rows) yield toEntry(row);
      if (rows.length < batch) return;
      beforeId = rows[rows.length - 1]!.id;
    }
  }

  /** Walks the whole chain and checks it against every checkpoint, listing every break (verify.ts). */
  async verify(tx: Tx = this.db, batch = 1000): Promise<AuditVerifyData> {
    return verifyChain(tx, this.key, await this.checkpoints.known(tx), batch);
  }

  /** A checkpoint of the head now (null when it has not moved since the last one). */
  checkpoint(): Promise<AuditCheckpoint | null> {
    return this.checkpoints.write();
  }
}

function cursorId(cursor: string | undefined): number | undefined {
  return cursor && /^\d{1,16}$/.test(cursor) ? Number(cursor) : undefined;
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    roles: row.roles as StaffRole[],
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    reason: row.reason,
    requestId: row.requestId,
    ip: row.ip,
  };
}
