import { type SQL, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { staffAudit } from './schema';

// The staff audit as other modules' tests read it (issue 44): what the desk wrote down for an action, an entity, a
// request or a staff member, without naming the audit's table. Rows come back with the audit's column names
// (`actor_email`, `entity_id`), the columns asked for only, oldest first unless `newestFirst`.

export type AuditColumn = 'action' | 'entity' | 'entity_id' | 'before' | 'after' | 'reason' | 'actor_email' | 'actor_id' | 'roles' | 'request_id' | 'ip';

/** Which audit rows: each given field must match (`requestIdLike` and `afterLike` are LIKE patterns). */
export type AuditWhere = {
  action?: string;
  entity?: string;
  entityId?: string;
  requestId?: string;
  requestIdLike?: string;
  actorId?: number;
  ip?: string;
  /** The entity of an approved request's effect (`after -> 'effect' ->> 'entity'`). */
  effectEntity?: string;
  /** A text the row's `after` holds somewhere. */
  afterLike?: string;
};

function whereOf(where: AuditWhere): SQL {
  const conditions: SQL[] = [];
  if (where.action !== undefined) conditions.push(sql`${staffAudit.action} = ${where.action}`);
  if (where.entity !== undefined) conditions.push(sql`${staffAudit.entity} = ${where.entity}`);
  if (where.entityId !== undefined) conditions.push(sql`${staffAudit.entityId} = ${where.entityId}`);
  if (where.requestId !== undefined) conditions.push(sql`${staffAudit.requestId} = ${where.requestId}`);
  if (where.requestIdLike !== undefined) conditions.push(sql`${staffAudit.requestId} like ${where.requestIdLike}`);
  if (where.actorId !== undefined) conditions.push(sql`${staffAudit.actorId} = ${where.actorId}`);
  if (where.ip !== undefined) conditions.push(sql`${staffAudit.ip} = ${where.ip}`);
  if (where.effectEntity !== undefined) conditions.push(sql`${staffAudit.after} -> 'effect' ->> 'entity' = ${where.effectEntity}`);
  if (where.afterLike !== undefined) conditions.push(sql`coalesce(${staffAudit.after}::text, '') like ${where.afterLike}`);
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/** The audit rows matching `where`, with the columns asked for. */
export function auditRows<T>(db: Tx, where: AuditWhere, columns: readonly AuditColumn[], options: { newestFirst?: boolean; limit?: number } = {}): Promise<T[]> {
  const order = options.newestFirst ? sql`desc` : sql`asc`;
  const limit = options.limit === undefined ? sql`` : sql` limit ${options.limit}`;
  return selectRows<T>(db, sql`select ${sql.join(columns.map((c) => sql.identifier(c)), sql`, `)} from ${staffAudit} where ${whereOf(where)} order by ${staffAudit.id} ${order}${limit}`);
}

/** How many audit rows match `where` (all of them with no field given). */
export async function auditCount(db: Tx, where: AuditWhere = {}): Promise<number> {
  const [row] = await selectRows<{ n: number | string }>(db, sql`select count(*) as n from ${staffAudit} where ${whereOf(where)}`);
  return Number(row!.n);
}

/** How many audit rows have an action starting with `actionPrefix` or are of the entity `entity` (one room's trail). */
export async function auditCountOfActionsOrEntity(db: Tx, actionPrefix: string, entity: string): Promise<number> {
  const [row] = await selectRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from ${staffAudit} where ${staffAudit.action} like ${`${actionPrefix}%`} or ${staffAudit.entity} = ${entity}`,
  );
  return Number(row!.n);
}
