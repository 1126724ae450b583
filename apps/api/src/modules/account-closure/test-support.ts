import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';

/** Every text and JSON column of every table, from information_schema (the places personal data could stay). */
async function textColumns(db: Db) {
  return selectRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns c
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
          and exists (select 1 from information_schema.tables t where t.table_schema = 'public' and t.table_name = c.table_name and t.table_type = 'BASE TABLE')
        order by table_name, column_name`,
  );
}

/** Where any of the values still appears, as `table.column: <the cell>` (at most 3 rows a column). */
export async function leftovers(db: Db, values: string[]): Promise<string[]> {
  if (values.length === 0) return [];
  // LIKE patterns, the values' own % _ \\ taken literally.
  const patterns = sql.join(values.map((v) => sql`${`%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`), sql`, `);
  const found: string[] = [];
  for (const { table_name, column_name } of await textColumns(db)) {
    const rows = await selectRows<{ v: string }>(
      db,
      sql`select ${sql.identifier(column_name)}::text as v from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text like any (array[${patterns}]::text[]) limit 3`,
    );
    for (const r of rows) found.push(`${table_name}.${column_name}: ${r.v}`);
  }
  return found;
}
