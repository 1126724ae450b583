import type { SQL } from 'drizzle-orm';

import type { Tx } from './client';

/**
 * Raw SQL's rows, whichever driver runs it: PGlite answers `{ rows }`, postgres.js (PostgreSQL) the rows themselves.
 * For the few statements drizzle's builders cannot say (advisory locks, aggregates over a subquery).
 */
export async function selectRows<T>(db: Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
