import { and, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { staffAudit, staffAuditCheckpoints } from './schema';

export type AuditRow = typeof staffAudit.$inferSelect;
export type NewAuditRow = Omit<AuditRow, 'id' | 'prevHash' | 'hash'>;
export type CheckpointRow = typeof staffAuditCheckpoints.$inferSelect;

/** Any constant key: appends take this transaction-scoped lock so the chain has one tail. */
const CHAIN_LOCK = 7_202_611_290;

export async function lockChain(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
}

export async function lastHash(tx: Tx): Promise<string | null> {
  const [row] = await tx.select({ hash: staffAudit.hash }).from(staffAudit).orderBy(desc(staffAudit.id)).limit(1);
  return row?.hash ?? null;
}

export async function nextId(tx: Tx): Promise<number> {
  const [row] = await selectRows<{ id: string | number }>(tx, sql`select nextval(pg_get_serial_sequence('staff_audit', 'id')) as id`);
  return Number(row!.id);
}

export async function insertRow(tx: Tx, row: AuditRow): Promise<void> {
  await tx.insert(staffAudit).values(row);
}

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  entity?: string | undefined;
  entityId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Rows with an id below this (newest first paging). */
  beforeId?: number | undefined;
}

function where(f: AuditFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.actor) parts.push(/^\d+$/.test(f.actor) ? eq(staffAudit.actorId, Number(f.actor)) : ilike(staffAudit.actorEmail, `%${f.actor.replace(/[%_\\]/g, '\\$&')}%`));
  if (f.action) parts.push(or(eq(staffAudit.action, f.action), ilike(staffAudit.action, `${f.action.replace(/[%_\\]/g, '\\$&')}.%`)));
  if (f.entity) parts.push(eq(staffAudit.entity, f.entity));
  if (f.entityId !== undefined) parts.push(eq(staffAudit.entityId, String(f.entityId)));
  if (f.from) parts.push(gte(staffAudit.at, new Date(f.from)));
  if (f.to) parts.push(lt(staffAudit.at, new Date(f.to)));
  if (f.beforeId !== undefined) parts.push(lt(staffAudit.id, f.beforeId));
  return parts.length ? and(...parts) : undefined;
}

/** Newest first. */
export async function listRows(db: Tx, f: AuditFilter, limit: number): Promise<AuditRow[]> {
  return db.select().from(staffAudit).where(where(f)).orderBy(desc(staffAudit.id)).limit(limit);
}

/** Oldest first from `afterId`, for the chain check. */
export async function chainBatch(db: Tx, afterId: number, limit: number): Promise<AuditRow[]> {
  return db.select().from(staffAudit).where(sql`${staffAudit.id} > ${afterId}`).orderBy(staffAudit.id).limit(limit);
}

export async function countByRequest(db: Db, requestId: string): Promise<number> {
  const [row] = await selectRows<{ n: string | number }>(db, sql`select count(*) as n from staff_audit where request_id = ${requestId}`);
  return Number(row!.n);
}

/** The newest row of the chain (its id and hash), or null when the audit is empty. */
export async function headRow(tx: Tx): Promise<{ id: number; hash: string } | null> {
  const [row] = await tx.select({ id: staffAudit.id, hash: staffAudit.hash }).from(staffAudit).orderBy(desc(staffAudit.id)).limit(1);
  return row ?? null;
}

/** Rows with an id above `afterId`. */
export async function countAfter(tx: Tx, afterId: number): Promise<number> {
  const [row] = await selectRows<{ n: string | number }>(tx, sql`select count(*) as n from staff_audit where id > ${afterId}`);
  return Number(row!.n);
}

export async function insertCheckpoint(tx: Tx, row: Omit<CheckpointRow, 'id'>): Promise<void> {
  await tx.insert(staffAuditCheckpoints).values(row);
}

/** The newest checkpoint kept in the database. */
export async function lastCheckpoint(tx: Tx): Promise<CheckpointRow | null> {
  const [row] = await tx.select().from(staffAuditCheckpoints).orderBy(desc(staffAuditCheckpoints.id)).limit(1);
  return row ?? null;
}

/** Every checkpoint kept in the database, oldest first. */
export async function allCheckpoints(tx: Tx): Promise<CheckpointRow[]> {
  return tx.select().from(staffAuditCheckpoints).orderBy(staffAuditCheckpoints.id);
}
