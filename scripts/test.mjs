#!/usr/bin/env node
// `npm test`: installs what is missing, runs every package's tests through turbo, then prints one line that
// counts passed and failed tests across the workspace. Exits non-zero on any failure.
// Extra arguments go to turbo (e.g. `npm test -- --filter=@pocket/api`).
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

import { ensureInstalled } from './install.mjs';
import { ROOT, runPnpm } from './pnpm.mjs';

ensureInstalled();

const packageDirs = ['apps', 'packages', 'tooling']
  .flatMap((group) => {
    const dir = path.join(ROOT, group);
    return existsSync(dir) ? readdirSync(dir).map((name) => path.join(dir, name)) : [];
  })
  .filter((dir) => existsSync(path.join(dir, 'package.json')));

const reports = packageDirs.map((dir) => path.join(dir, 'test-results', 'vitest.json'));
for (const report of reports) rmSync(report, { force: true });

// Two packages at a time: on two cores more only adds start-up thrash (see docs/decisions/0006).
const code = runPnpm(['exec', 'turbo', 'run', 'test', '--continue', '--concurrency=2', ...process.argv.slice(2)]);

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const report of reports) {
  if (!existsSync(report)) continue;
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed += result.numPassedTests ?? 0;
  failed += result.numFailedTests ?? 0;
  skipped += (result.numPendingTests ?? 0) + (result.numTodoTests ?? 0);
  for (const file of result.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') failures.push(`${path.relative(ROOT, file.name)} > ${t.fullName}`);
    }
  }
}

if (failures.length) {
  console.log('\nFailed tests:');
  for (const f of failures) console.log(`  ✗ ${f}`);
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(code !== 0 ? code : failed > 0 ? 1 : 0);
