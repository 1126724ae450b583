import { Column, SQL, Table, getTableColumns, is } from 'drizzle-orm';
import type { Query } from 'drizzle-orm';

import type { Db, Tx } from './client';

interface OrderedField {
  path: string[];
  field: unknown;
}

/** The selection's fields in the order drizzle writes them in the SQL (tables expanded column by column). */
function orderedFields(selection: Record<string, unknown>, prefix: string[] = []): OrderedField[] {
  return Object.entries(selection).flatMap(([name, field]): OrderedField[] => {
    const path = [...prefix, name];
    if (is(field, Column) || is(field, SQL) || is(field, SQL.Aliased)) return [{ path, field }];
    if (is(field, Table)) return orderedFields(getTableColumns(field), path);
    return orderedFields(field as Record<string, unknown>, path);
  });
}

/**
 * A statement run inside transactions (where `preparedFor`'s statements cannot go), its SQL built once per process
 * instead of at every call: drizzle's builders walk every column of the tables each time, about a fifth of a
 * repayment's CPU. `build` makes the statement with `sql.placeholder(...)` for every value (placeholders skip the
 * column's encoder: times as ISO strings); `selection` is what it selects or returns, in the same shape, and rows
 * are mapped as drizzle maps them (decoders of the columns). Runs on whatever transaction (or database) it is given.
 * `name` makes it a named statement on PostgreSQL, parsed once per connection (unique per statement).
 */
export function txStatement<B extends { toSQL(): Query; execute(...args: never[]): Promise<unknown> }>(name: string, build: (db: Db) => B, selection: Record<string, unknown>) {
  let query: Query | undefined;
  let fields: OrderedField[] | undefined;
  return (tx: Tx, values: Record<string, unknown>): ReturnType<B['execute']> => {
    query ??= build(tx as Db).toSQL();
    fields ??= orderedFields(selection);
    return tx._.session.prepareQuery(query, fields as never, name, true).execute(values) as ReturnType<B['execute']>;
  };
}
