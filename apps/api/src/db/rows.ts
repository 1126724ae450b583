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

/**
 * `selectRows` as a named statement on PostgreSQL: postgres.js parses it once per connection (keyed by its text) and
 * PostgreSQL keeps its plan with it, where `execute` sends an unnamed statement parsed and planned at every call. The
 * values stay bound parameters. For a hot statement of fixed text run at every request, inside a transaction or not
 * (lending's decision facts). `name` says what it is in a query log; postgres.js gives the statement its own name.
 * PGlite runs it as `selectRows` does.
 */
export async function selectRowsPrepared<T>(db: Tx, name: string, query: SQL): Promise<T[]> {
  const built = db.execute(query).getQuery();
  const result: unknown = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
