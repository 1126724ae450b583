/**
 * Payday (issue 49; docs/performance.md, "Payday"): the day's flow at once on PostgreSQL and Redis, with the operators
 * misbehaving, the books checked while it runs, and a report against PostgreSQL's own rate for the same transaction.
 *
 *   node scripts/pnpm.mjs --filter @pocket/api build
 *   cd apps/api && BENCH_REDIS_URL=redis://127.0.0.1:6379/<n> npm run bench:payday            # 10,000 borrowers, 10 minutes
 *   npm run bench:payday -- --short                                                            # 200 borrowers, 60 s (CI)
 *
 * A throw-away database (made and dropped here) gets N borrowers with a loan due today (payday/generate.ts); pgbench
 * runs a repayment's transaction on a copy of it; the operators (test/fakes, misbehaving by PAYDAY_FAULTS) run in their
 * own process; PAYDAY_PROCESSES API processes (the built server, production mode with the sandbox's staff accounts,
 * the real MTN and Airtel adapters, the jobs on) share the database and Redis; the borrowers' load follows the
 * payday's shape (payday/load.ts, payday/journeys.ts), the desk polls its dashboard, and the books are checked every
 * PAYDAY_CHECK_SECONDS (payday/invariants.ts). After the load a drain lets the last payments finish; the final check
 * covers the whole run. The report (markdown, SVG, JSON) lands in bench-results/. Exit code 1: an invariant broke or
 * an error other than a documented refusal happened (CI's small run fails on nothing else).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { sql } from 'drizzle-orm';
import Redis from 'ioredis';
import pg from 'pg';

import { closeDb, createDb, migrateDb } from '../src/db/client';
import { selectRows } from '../src/db/rows';
import { seedLending } from '../src/modules/lending/plugin';
import { paydayConfig as cfg } from './config.mjs';
import { withThrowAwayDatabase } from './databases.mjs';
import { runDay } from './payday/day';
import { figuresOf, loadAverage } from './payday/figures';
import { generateBorrowers } from './payday/generate';
import { shapeArea } from './payday/load';
import { type PgbenchResult, runPgbench } from './payday/pgbench';
import { writeReport } from './payday/report';
import { logErrors, type Product, REDIS_PREFIX, startOperators, startProducts, withClone } from './payday/run-parts';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
const out = (line: string) => process.stdout.write(`${line}\n`);

const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const dir = cfg.reportDir ?? path.join(API_ROOT, 'bench-results', `payday-${stamp}`);
mkdirSync(dir, { recursive: true });
const dbName = `pocket_payday_${process.pid}_${Date.now().toString(36)}`;
// The drain ends when every payment the operator answered is final here; at most this long.
const drainSeconds = cfg.drainSeconds ?? (cfg.short ? Math.round((2 * cfg.reconcileMs) / 1000 + 30) : 600);
// What N borrowers' day makes: about 1.5 repayments each (a second part, a retry after a decline, an early part of a new loan).
const peak = cfg.peak ?? (cfg.borrowers * 1.5) / (shapeArea(cfg.shape) * cfg.seconds);
const loadBefore = loadAverage();
// The API processes and pgbench on PostgreSQL's Unix socket when there is one (the same host), else on TCP.
const socket = cfg.pgSocket !== 'off' && existsSync(path.join(cfg.pgSocket, '.s.PGSQL.5432')) ? cfg.pgSocket : null;
const settings = {
  borrowers: cfg.borrowers, seconds: cfg.seconds, shape: cfg.shape, 'peak/s': Number(peak.toFixed(1)), processes: cfg.processes, DATABASE_POOL_SIZE: cfg.poolSize,
  faults: cfg.faults, seed: cfg.faultSeed, 'PostgreSQL over': socket ? 'Unix socket' : 'TCP', RECONCILE_INTERVAL_MS: cfg.reconcileMs, 'retry share': cfg.retryShare,
};
out(`payday: ${cfg.borrowers.toLocaleString('en')} borrowers, ${cfg.seconds} s (${cfg.shape}), peak ${peak.toFixed(1)} repayments/s, ${cfg.processes} API processes, operators ${cfg.faults ? 'misbehaving' : 'well behaved'}; report in ${dir}`);

// Ctrl-C or a kill: the processes stopped, the run's Redis keys removed and its database dropped before leaving.
const onStop: Array<() => Promise<unknown>> = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    out(`\n${signal}: stopping the processes, removing the run's Redis keys${cfg.keepDatabase ? '' : ' and dropping its database'}`);
    const drop = cfg.keepDatabase ? [] : [() => dropDatabase(dbName)];
    void [...onStop, ...drop].reduce((chain, step) => chain.then(step).catch(() => undefined), Promise.resolve<unknown>(undefined)).finally(() => process.exit(130));
  });
}

let exitCode = 1;
await withThrowAwayDatabase(cfg.pgBase, dbName, async (databaseUrl: string) => {
  const setup = await createDb({ databaseUrl, dataDir: '', poolSize: 2, as: 'owner' });
  await migrateDb(setup);
  await seedLending(setup);
  const people = await generateBorrowers(setup, cfg.borrowers, randomBytes(6).toString('hex'), out);
  const [range] = await selectRows<{ lo: string; hi: string; base: string }>(setup, sql`select min(id) as lo, max(id) as hi, (select coalesce(max(id), 0) from payments) as base from loan_plans`);
  await closeDb(setup);
  const basePaymentId = Number(range!.base);

  const productUrl = socket ? `postgres://${new URL(cfg.pgBase).username || 'postgres'}@${encodeURIComponent(socket)}/${dbName}` : databaseUrl;
  const clients = cfg.pgbenchClients ?? cfg.processes * cfg.poolSize;
  const pgbench = () =>
    withClone(cfg.pgBase, dbName, (clone) => runPgbench({ bin: cfg.pgbenchBin, pgBase: cfg.pgBase, host: socket, database: clone, dir, clients, seconds: cfg.pgbenchSeconds, firstPlan: Number(range!.lo), lastPlan: Number(range!.hi) }));
  const pgbenchResults: PgbenchResult[] = [await pgbench()];
  out(`pgbench (a repayment's transaction, ${clients} clients, ${cfg.pgbenchSeconds} s, ${socket ? 'Unix socket' : 'TCP'}): ${pgbenchResults[0]!.tps.toFixed(0)} tps`);

  const operators = await startOperators(cfg.faults, cfg.faultSeed, path.join(dir, 'operators.log'));
  const products: Product[] = [];
  const redis = new Redis(cfg.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  onStop.push(() => Promise.all(products.map((p) => p.stop())), () => operators.stop(), () => removeKeys(redis, REDIS_PREFIX));
  const db = new pg.Client({ connectionString: databaseUrl });
  // Ended by the drop on Ctrl-C: not an error of the run.
  db.on('error', () => undefined);
  let report: (() => ReturnType<typeof writeReport>) | null = null;
  try {
    const metricsToken = randomBytes(32).toString('hex');
    products.push(...(await startProducts({ n: cfg.processes, databaseUrl: productUrl, redisUrl: cfg.redisUrl, dir, operators, metricsToken, cpuProfile: cfg.cpuProfile })));
    await db.connect();
    const redisDb = Number(new URL(cfg.redisUrl).pathname.slice(1) || 0);
    const redisClients = async () => {
      try {
        if (redis.status === 'wait') await redis.connect();
        return String(await redis.client('LIST')).split('\n').filter((l) => l.includes(` db=${redisDb} `)).length - 1;
      } catch {
        return null;
      }
    };
    const day = await runDay({
      people, peak, shape: cfg.shape, seconds: cfg.seconds, drainSeconds, checkSeconds: cfg.checkSeconds, analyzeSeconds: cfg.analyzeSeconds, retryShare: cfg.retryShare, reconcileMs: cfg.reconcileMs,
      basePaymentId, database: dbName, db, operators, products, metricsToken, redisClients, out,
    });
    const faults = (await (await fetch(`${operators.admin}/stats`)).json()) as Record<string, Record<string, number>>;
    for (const p of products) await p.stop();
    const logs = products.map((_, i) => logErrors(path.join(dir, `api-${i}.log`)));
    const serverErrors = logs.flatMap((l) => [...l.during.entries()]);
    const atShutdown = logs.reduce((n, l) => n + l.atShutdown, 0);
    if (atShutdown > 0) out(`${atShutdown} error lines in the servers' logs after the bench told them to stop (not counted)`);
    const command = process.argv.slice(1).map((a) => path.relative(API_ROOT, a) || a).join(' ');
    const figures = await figuresOf({ db, day, basePaymentId, shape: cfg.shape, seconds: cfg.seconds, peak, settings, loadBefore, command, pgbench: pgbenchResults, faults, serverErrors });
    report = () => writeReport(dir, figures, day.rec);
    report();
    const broken = day.rec.violations.size > 0 || day.rec.errorCount() > 0 || serverErrors.length > 0;
    exitCode = broken ? 1 : 0;
  } finally {
    await db.end().catch(() => undefined);
    for (const p of products) await p.stop();
    await operators.stop();
    await removeKeys(redis, REDIS_PREFIX);
    redis.disconnect();
  }
  // PostgreSQL's rate again on the data the day left (the copy needs the database without sessions).
  if (cfg.seconds >= 300) {
    try {
      pgbenchResults.push(await pgbench());
      out(`pgbench after the load: ${pgbenchResults[1]!.tps.toFixed(0)} tps`);
    } catch (err) {
      out(`pgbench after the load failed: ${(err as Error).message}`);
    }
  }
  const written = report?.();
  if (written) {
    out('');
    for (const g of written.goals) out(`${g.met === null ? ' n/a' : g.met ? '  ok' : 'MISS'}  ${g.goal}: ${g.figure}`);
    for (const line of written.findings) out(line);
  }
  out(`\nreport: ${path.join(dir, 'report.md')}${exitCode ? '\nFAILED: an invariant broke or an error happened (see the report)' : ''}`);
}, { keep: cfg.keepDatabase });
process.exit(exitCode);

async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: `${cfg.pgBase}/postgres` });
  await admin.connect();
  for (const db of [`${name}_pgbench`, name]) await admin.query(`drop database if exists ${db} with (force)`);
  await admin.end();
}

/** The run's keys (nonces, limits, leases under its prefix) removed from the Redis database it shared. */
async function removeKeys(redis: Redis, prefix: string): Promise<void> {
  try {
    if (redis.status === 'wait') await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch (err) {
    out(`could not remove the run's Redis keys (${prefix}*): ${(err as Error).message}`);
  }
}
