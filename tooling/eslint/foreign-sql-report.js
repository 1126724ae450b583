import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';

import { noForeignTable } from './foreign-tables.js';

// The count of issue 44: per test file (and test support file) of the server's modules, the other modules' tables its
// SQL texts name (pocket/no-foreign-table with no file left out, the tables' owners as the rule reads them). Run
// `node tooling/eslint/foreign-sql-report.js` for the list; foreign-tables.test.js holds apps/api/foreign-tables.js's
// FOREIGN_SQL_TEST_FILES to exactly the files it finds.

const TEST_FILE = /(\.test\.ts|test-support\.ts|test-helpers\.ts|\.suite\.ts|\.support\.ts)$/;

/** 'room/file.test.ts' -> [{ line, table, owner }], one per (SQL text, foreign table) place, for every test file naming one. */
export function foreignSqlInTests(modulesDir) {
  const linter = new Linter({ configType: 'flat', cwd: modulesDir });
  const config = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { pocket: { rules: { 'no-foreign-table': noForeignTable } } }, rules: { 'pocket/no-foreign-table': 'error' } }];
  const found = {};
  const walk = (dir) =>
    readdirSync(dir).forEach((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      if (!TEST_FILE.test(name)) return;
      for (const message of linter.verify(readFileSync(path, 'utf8'), config, path)) {
        if (message.ruleId !== 'pocket/no-foreign-table') throw new Error(`${path}:${message.line}: ${message.message}`);
        const named = /^Module '[^']+' names table '([^']+)' of module '([^']+)'/.exec(message.message);
        if (!named) throw new Error(`${path}:${message.line}: ${message.message}`);
        (found[relative(modulesDir, path).replaceAll('\\', '/')] ??= []).push({ line: message.line, table: named[1], owner: named[2] });
      }
    });
  walk(modulesDir);
  return Object.fromEntries(Object.entries(found).sort(([a], [b]) => a.localeCompare(b)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = foreignSqlInTests(fileURLToPath(new URL('../../apps/api/src/modules', import.meta.url)));
  const tables = {};
  for (const [file, places] of Object.entries(found)) {
    console.log(`${file} ${places.length}: ${places.map((p) => `${p.line} ${p.table}`).join(', ')}`);
    for (const { table } of places) tables[table] = (tables[table] ?? 0) + 1;
  }
  const places = Object.values(found).flat().length;
  console.log(`${places} places in ${Object.keys(found).length} files`);
  console.log(Object.entries(tables).sort((a, b) => b[1] - a[1]).map(([t, n]) => `${t} ${n}`).join(', '));
}
