import type { Db } from './client';

/**
 * Hot reads as prepared statements, built once per database (drizzle's `.prepare(name)`): the SQL is not rebuilt on
 * every call, and on PostgreSQL the statement is parsed once per connection (a named statement). Values go through
 * `sql.placeholder(...)`; placeholders skip the column's encoder, so timestamps are passed as ISO strings.
 * A prepared query runs on the database itself, never inside a transaction: use it for reads outside one.
 */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let prepared = cache.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      cache.set(db, prepared);
    }
    return prepared;
  };
}
