import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { Linter, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

import { FOREIGN_SQL_TEST_FILES, FOREIGN_TABLES_ALLOWED } from '../../apps/api/foreign-tables.js';
import { foreignSqlInTests } from './foreign-sql-report.js';
import { foreignTablesIn, noForeignTable, tableOwners } from './foreign-tables.js';
import { house, typescriptRuleTester } from './test-house.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const modules = house({
  payments: { 'schema.ts': "export const payments = pgTable('payments', {});\nexport const x = pgTable(\n  'payer_numbers', {});\n" },
  lending: { 'schema.ts': "export const loanOrders = pgTable('loan_orders', {});\n", 'reads.ts': '' },
  books: { 'close.ts': '' },
});

describe('the tables and their rooms', () => {
  it('reads each pgTable of each room, tests left out', () => {
    expect(Object.fromEntries(tableOwners(modules))).toEqual({ payments: 'payments', payer_numbers: 'payments', loan_orders: 'lending' });
  });

  it('finds a table as a whole word, not a column or a longer name', () => {
    const owners = tableOwners(modules);
    expect(foreignTablesIn('select * from payments p join "loan_orders" o on p.order_id = o.id', 'books', owners)).toEqual([
      { table: 'loan_orders', owner: 'lending' },
      { table: 'payments', owner: 'payments' },
    ]);
    expect(foreignTablesIn('select o.payments, loan_orders_x from t', 'books', owners)).toEqual([]);
    expect(foreignTablesIn('update loan_orders set x = 1', 'lending', owners)).toEqual([]);
  });
});

describe('no-foreign-table', () => {
  const tester = typescriptRuleTester();
  tester.run('no-foreign-table', noForeignTable, {
    valid: [
      { filename: join(modules, 'lending/reads.ts'), code: 'const q = sql`select * from loan_orders where id = ${id}`;' },
      { filename: join(modules, 'books/close.ts'), code: 'const q = sql`select * from ${payments} p`; const m = `payments of the month`;' },
      { filename: join(modules, 'books/close.ts'), code: 'const q = sql`select * from payments`;', options: [{ allowed: { books: ['payments'] } }] },
      // A test reads its own room's tables, the ledger's, and another room's rows through that room's door.
      {
        filename: join(modules, 'books/close.test.ts'),
        code: "import { books } from './schema'; import { ledgerEntries } from '../../ledger/schema'; import { paymentsWhere } from '../payments/plugin';",
        options: [{ sql: false }],
      },
      { filename: join(modules, 'books/deep/x.test.ts'), code: "import { books } from '../schema';", options: [{ sql: false }] },
      // With `sql: false` raw SQL is not read; nor is it in a test file still listed in `files` (issue 44's shrinking list).
      { filename: join(modules, 'books/close.test.ts'), code: 'const q = sql`select * from payments`;', options: [{ sql: false }] },
      { filename: join(modules, 'books/close.test.ts'), code: 'const q = sql`select * from payments`;', options: [{ files: ['books/close.test.ts'] }] },
      // A test that asks the owner's test support, and names its own room's tables.
      {
        filename: join(modules, 'books/close.test.ts'),
        code: "import { paymentOf } from '../payments/test-support'; const p = await paymentOf(db, 1); await db.execute(`delete from books`);",
        options: [{ files: [] }],
      },
    ],
    invalid: [
      {
        filename: join(modules, 'books/close.ts'),
        code: 'const q = sql`select sum(amount) from payments where status = ${s}`;',
        errors: [{ messageId: 'foreign', data: { room: 'books', table: 'payments', owner: 'payments' } }],
      },
      {
        filename: join(modules, 'books/close.ts'),
        code: "const q = sql.raw('delete from payer_numbers');",
        errors: [{ messageId: 'foreign', data: { room: 'books', table: 'payer_numbers', owner: 'payments' } }],
      },
      {
        filename: join(modules, 'books/deep/x.ts'),
        code: 'const q = sql`select 1 from loan_orders`;',
        options: [{ allowed: { books: ['payments'] } }],
        errors: [{ messageId: 'foreign', data: { room: 'books', table: 'loan_orders', owner: 'lending' } }],
      },
      // A test (issue 44) that imports another room's tables, at any depth, as an import, a re-export or a dynamic import.
      {
        filename: join(modules, 'books/close.test.ts'),
        code: "import { payments } from '../payments/schema';",
        options: [{ sql: false }],
        errors: [{ messageId: 'schema', data: { room: 'books', owner: 'payments', source: '../payments/schema' } }],
      },
      {
        filename: join(modules, 'books/deep/x.test.ts'),
        code: "export { loanOrders } from '../../lending/schema'; const m = await import('../../payments/schema.ts');",
        options: [{ sql: false }],
        errors: [
          { messageId: 'schema', data: { room: 'books', owner: 'lending', source: '../../lending/schema' } },
          { messageId: 'schema', data: { room: 'books', owner: 'payments', source: '../../payments/schema.ts' } },
        ],
      },
      // A test's SQL (issue 44): a test file not listed in `files` is checked like the rest, its driver strings too.
      {
        filename: join(modules, 'books/settle.test.ts'),
        code: "await db.execute(sql`update loan_orders set status = 'OVERDUE' where id = ${id}`); await db.execute(`select * from payer_numbers`);",
        options: [{ files: ['books/close.test.ts'] }],
        errors: [
          { messageId: 'foreignInTest', data: { room: 'books', table: 'loan_orders', owner: 'lending' } },
          { messageId: 'foreignInTest', data: { room: 'books', table: 'payer_numbers', owner: 'payments' } },
        ],
      },
      {
        filename: join(modules, 'books/deep/test-support.ts'),
        code: "const rows = (db) => client.query('select amount from payments');",
        options: [{ files: ['books/test-support.ts'] }],
        errors: [{ messageId: 'foreignInTest', data: { room: 'books', table: 'payments', owner: 'payments' } }],
      },
      {
        filename: join(modules, 'books/close.ts'),
        code: "import { payments } from '../payments/schema';",
        errors: [{ messageId: 'schema', data: { room: 'books', owner: 'payments', source: '../payments/schema' } }],
      },
    ],
  });

  it("on the real server, the allowed list is exactly what the rooms name today, so it can only shrink", () => {
    const real = new URL('../../apps/api/src/modules', import.meta.url).pathname;
    const linter = new Linter({ configType: 'flat', cwd: real });
    const config = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { pocket: { rules: { 'no-foreign-table': noForeignTable } } }, rules: { 'pocket/no-foreign-table': 'error' } }];
    const named = {};
    const walk = (dir) =>
      readdirSync(dir).forEach((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return walk(path);
        if (!/\.ts$/.test(name) || /\.test\.ts$|test-support|test-helpers|\.suite\.ts$|\.support\.ts$/.test(name)) return;
        const source = readFileSync(path, 'utf8');
        if (!source.includes('sql')) return;
        for (const message of linter.verify(source, config, path)) {
          expect(message.ruleId, `${path}: ${message.message}`).toBe('pocket/no-foreign-table');
          const [, room, table] = /^Module '([^']+)' names table '([^']+)'/.exec(message.message);
          (named[room] ??= new Set()).add(table);
        }
      });
    walk(real);
    const today = Object.fromEntries(Object.entries(named).map(([room, tables]) => [room, [...tables].sort()]));
    expect(today).toEqual(FOREIGN_TABLES_ALLOWED);
  }, 180_000);

  it("on the real server, the test files whose SQL may still name another room's table are exactly those that do, so the list can only shrink", () => {
    const found = foreignSqlInTests(new URL('../../apps/api/src/modules', import.meta.url).pathname);
    expect(Object.keys(found)).toEqual([...FOREIGN_SQL_TEST_FILES].sort((a, b) => a.localeCompare(b)));
  }, 180_000);
});
