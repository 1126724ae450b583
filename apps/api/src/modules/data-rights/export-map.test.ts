import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { testDb } from '../../../test/harness';
import { selectRows } from '../../db/rows';
import { BORROWER_COLUMN, EXPORT_SOURCES, NOT_EXPORTED, PHONE_COLUMN, SECTION_TITLES } from './export-map';

/** Every column of every table of the migrated database (the migrations are the schema as it runs). */
async function columns(): Promise<Map<string, string[]>> {
  const rows = await selectRows<{ table_name: string; column_name: string }>(
    await testDb(),
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of rows) tables.set(table, [...(tables.get(table) ?? []), column]);
  return tables;
}

describe('the export covers every table that holds a borrower (issue 32)', () => {
  it('each table with a borrower column (or a phone number) is exported or excluded with a reason', async () => {
    const tables = await columns();
    expect(tables.size).toBeGreaterThan(30);
    const exported = new Set(EXPORT_SOURCES.map((s) => s.table));
    const holding = [...tables].filter(([table, cols]) => table === 'users' || cols.some((c) => BORROWER_COLUMN.test(c) || PHONE_COLUMN.test(c))).map(([table]) => table);
    // The rule finds the tables one would name by hand (a sanity check that it reads the right schema).
    expect(holding).toEqual(expect.arrayContaining(['users', 'loan_orders', 'loan_plans', 'payments', 'complaints', 'messages', 'login_records', 'grab_infos', 'ussd_pins', 'referrals']));
    const forgotten = holding.filter((table) => !exported.has(table) && !(table in NOT_EXPORTED));
    expect(forgotten, `tables holding borrower data that the export does not cover: add them to EXPORT_SOURCES (or to NOT_EXPORTED with the reason)`).toEqual([]);
  });

  it('every exported table and column exists, every source names a section, and every exclusion is real and says why', async () => {
    const tables = await columns();
    for (const source of EXPORT_SOURCES) {
      const cols = tables.get(source.table);
      expect(cols, `${source.table} does not exist`).toBeDefined();
      for (const column of [...source.by, ...(source.omit ?? [])]) expect(cols, `${source.table}.${column}`).toContain(column);
      expect(Object.keys(SECTION_TITLES)).toContain(source.section);
    }
    for (const [table, reason] of Object.entries(NOT_EXPORTED)) {
      expect(tables.has(table), `${table} is excluded but does not exist`).toBe(true);
      expect(reason.length).toBeGreaterThan(20);
      expect(EXPORT_SOURCES.some((s) => s.table === table)).toBe(false);
    }
  });

  it('secrets never leave: token and PIN hashes are omitted or reduced to "is set"', () => {
    expect(EXPORT_SOURCES.find((s) => s.table === 'sessions')?.omit).toContain('token_hash');
    expect(EXPORT_SOURCES.find((s) => s.table === 'ussd_pins')?.existsOnly).toBe(true);
  });
});
