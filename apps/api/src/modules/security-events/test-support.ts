import { type SQL, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { securityEvents } from './schema';

// The security events as other modules' tests read them (issue 44): what was counted for an address, a subject or a
// detail, without naming the events' table. Rows come back with the columns asked for, in the order they were written.

export type SecurityEventColumn = 'kind' | 'detail' | 'ip' | 'subject' | 'count' | 'alert';

/** Which events: each given field must match. */
export type SecurityEventWhere = { ip?: string; subject?: string; detail?: string };

function whereOf(where: SecurityEventWhere): SQL {
  const conditions: SQL[] = [];
  if (where.ip !== undefined) conditions.push(sql`${securityEvents.ip} = ${where.ip}`);
  if (where.subject !== undefined) conditions.push(sql`${securityEvents.subject} = ${where.subject}`);
  if (where.detail !== undefined) conditions.push(sql`${securityEvents.detail} = ${where.detail}`);
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/** The events matching `where`, with the columns asked for. */
export function securityEventRows<T>(db: Tx, where: SecurityEventWhere, columns: readonly SecurityEventColumn[]): Promise<T[]> {
  return selectRows<T>(db, sql`select ${sql.join(columns.map((c) => sql.identifier(c)), sql`, `)} from ${securityEvents} where ${whereOf(where)} order by ${securityEvents.id}`);
}

/** How many times the events matching `where` happened (their counts summed; null when none matches). */
export async function securityEventTotal(db: Tx, where: SecurityEventWhere): Promise<number | null> {
  const [row] = await selectRows<{ n: number | null }>(db, sql`select sum(${securityEvents.count})::int as n from ${securityEvents} where ${whereOf(where)}`);
  return row!.n;
}
