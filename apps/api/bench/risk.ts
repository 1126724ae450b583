/**
 * The collections-and-books bench (issues 46 and 47; docs/performance.md, "Collections and the books at scale"). It
 * reports; it never fails on a figure.
 *
 *   node scripts/pnpm.mjs --filter @pocket/api build     # the repayments run against the built server
 *   cd apps/api && RISK_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> npm run bench:risk -- [borrowers]
 *
 * - The database: RISK_DATABASE_URL (kept, so that the million rows are made once: an empty database is migrated and
 *   filled by the data-scale generator, bench/scale/generate.ts, then by bench/risk/seed.ts), or a throw-away one.
 * - The books (bench/risk/books.ts): yesterday's fee accrual, last month's provision, checklist and close, its
 *   statements (RISK_REPORT_RUNS, 3) and its journal export (memory sampled, debits against credits).
 * - Collections (bench/risk/collections.ts): repayments through the built server (RISK_REPAYERS sandbox borrowers)
 *   without the daily job and while it runs; an agent's queue and a case page (RISK_LIST_RUNS, 20, median and p95);
 *   the roll rates, cure rate, promises and collected reports, each read and written as CSV (RISK_REPORT_RUNS).
 * Goals printed beside the figures (issue 46: the job under 60 s, a repayment's p99 during it within 1.5x, the queue
 * and a case page under 300 ms p95, each report under 2 s; issue 47: accrual, provision and close under 60 s each, each
 * statement under 2 s, the journal's memory flat and its debits equal to its credits).
 */
import { execSync } from 'node:child_process';

import { sql } from 'drizzle-orm';

import { closeDb, createDb, migrateDb } from '../src/db/client';
import { selectRows } from '../src/db/rows';
import { seedLending } from '../src/modules/lending/plugin';
import { riskConfig } from './config.mjs';
import { booksAtScale } from './risk/books';
import { desk, jobWithRepayments } from './risk/collections';
import { out } from './risk/measure';
import { seedRisk } from './risk/seed';
import { generate, generatedBorrowers } from './scale/generate';

const args = process.argv.slice(2).filter((a) => a !== '--');
const SIZE = Number(args[0] ?? 1_000_000);
const load = () => execSync('uptime').toString().trim().replace(/^.*load average/, 'load average');

/** A database of its own, dropped after `work`. */
async function throwAway<T>(work: (url: string) => Promise<T>): Promise<T> {
  const name = `pocket_risk_${process.pid}`;
  const admin = await createDb({ databaseUrl: `${riskConfig.pgBase}/postgres`, dataDir: '', poolSize: 1, as: 'owner' });
  await admin.execute(sql.raw(`create database ${name}`));
  try {
    return await work(`${riskConfig.pgBase}/${name}`);
  } finally {
    await admin.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await closeDb(admin);
  }
}

async function bench(url: string) {
  const db = await createDb({ databaseUrl: url, dataDir: '', poolSize: 2, as: 'owner' });
  try {
    await migrateDb(db);
    await seedLending(db);
    const have = await generatedBorrowers(db);
    if (have === 0) {
      out(`generating ${SIZE.toLocaleString('en')} borrowers:`);
      await generate(db, SIZE, out);
    } else out(`the database holds ${have.toLocaleString('en')} generated borrowers already`);
    out('collections cases, promises and fee accruals:');
    await seedRisk(db, out);
    const [c] = await selectRows<Record<string, number | string>>(
      db,
      sql`select (select count(*) from loan_orders where status = 'OVERDUE') as late_loans, (select count(*) from collection_cases) as cases,
                 (select count(*) from collection_case_moves) as moves, (select count(*) from collection_promises) as promises,
                 (select count(*) from ledger_lines) as ledger_lines, pg_size_pretty(pg_database_size(current_database())) as size`,
    );
    out(`  ${Object.entries(c!).map(([k, v]) => `${k.replace('_', ' ')} ${/^\d+$/.test(String(v)) ? Number(v).toLocaleString('en') : v}`).join(', ')}`);
    out(`\n${load()}`);
    if (!riskConfig.skipBooks) {
      await booksAtScale(db, riskConfig.reportRuns);
      out(`\n${load()}`);
    }
    await jobWithRepayments(db, url, riskConfig);
    out(`\n${load()}`);
    await desk(db, riskConfig.listRuns, riskConfig.reportRuns);
    out(`\n${load()}`);
  } finally {
    await closeDb(db);
  }
}

const started = performance.now();
await (riskConfig.databaseUrl ? bench(riskConfig.databaseUrl) : throwAway(bench));
out(`\ndone in ${((performance.now() - started) / 1000).toFixed(0)} s`);
