import { getTableColumns, is } from 'drizzle-orm';
import type { InferSelectModel } from 'drizzle-orm';
import { PgJson, PgJsonb } from 'drizzle-orm/pg-core';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Rows that come back as JSON (`row_to_json(t)`, `json_agg(t)` in one statement that reads several tables) turned into
 * the same objects drizzle's own select answers: keys by the table's field names, each value through its column's
 * decoder (timestamps to Date, bigints to numbers). JSON columns are already parsed and are kept as they are.
 */
export function jsonRowDecoder<T extends PgTable>(table: T): (json: Record<string, unknown>) => InferSelectModel<T> {
  const columns = Object.entries(getTableColumns(table)).map(([field, column]) => ({
    field,
    name: column.name,
    decode: is(column, PgJson) || is(column, PgJsonb) ? (v: unknown) => v : (v: unknown) => column.mapFromDriverValue(v),
  }));
  return (json) => {
    const row: Record<string, unknown> = {};
    for (const { field, name, decode } of columns) {
      const value = json[name];
      row[field] = value === null || value === undefined ? null : decode(value);
    }
    return row as InferSelectModel<T>;
  };
}
