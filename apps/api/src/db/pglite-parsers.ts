import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { types } from '@electric-sql/pglite';

/**
 * The types drizzle's PGlite session keeps as the text PostgreSQL sends (its `parsers`, drizzle-orm/pglite/session.js):
 * dates, times and intervals, and the arrays numeric[], timestamp[], timestamptz[], interval[], date[].
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

const asText = (value: string) => value;

type Queryable = Pick<PGlite, 'query'> | Transaction;

/** The query options without drizzle's parsers when they only keep DRIZZLE_TEXT_TYPES as text (the instance does). */
function withoutOwnParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers || !Object.keys(parsers).every((oid) => DRIZZLE_TEXT_TYPES.includes(Number(oid)))) return options;
  const { parsers: _dropped, ...rest } = options;
  return rest;
}

function stripping<C extends Queryable>(client: C): C {
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return (query: string, params?: unknown[], options?: QueryOptions) => target.query(query, params, withoutOwnParsers(options));
      if (prop === 'transaction' && 'transaction' in target) {
        return <T>(run: (tx: Transaction) => Promise<T>) => (target as PGlite).transaction((tx) => run(stripping(tx)));
      }
      const value: unknown = Reflect.get(target, prop, target);
      // PGlite's methods use its private fields: they run on the instance itself, not on the proxy.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * The PGlite drizzle is given. drizzle passes its parsers with every statement, and PGlite then copies its whole table
 * of type parsers (some 320, one per type and array type) for each statement: about 0.15 ms of CPU a statement, as much
 * as a small statement's own work (decision 0061; the demo portfolio sends some 300 statements a borrower). Here the
 * instance keeps those types as text once, and drizzle's per-statement parsers are dropped: the same rows, no copy.
 * Nothing else reads dates through this instance's parsers (the app reads the database through drizzle only).
 */
export function forDrizzle(client: PGlite): PGlite {
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  return stripping(client);
}
