/**
 * The demo portfolio's cost (decision 0051; docs/operations.md, "The demo portfolio"): seeds it once on a fresh
 * database, as `npm start` does the first time, and prints the start-up line (wall and CPU seconds, the counts). It
 * reports; it never fails on a figure. Not for the CI, and not while other work loads the machine's cores.
 *
 *   cd apps/api && node_modules/.bin/tsx bench/demo.ts [borrowers, 300]
 *
 * - DEMO_BENCH_MEMORY=1: an in-memory PGlite, as demo.test.ts has (default: a fresh data directory, as `npm start`).
 * - DEMO_BENCH_SQL=1: the statements the seed sends through drizzle, most frequent first.
 * - DEMO_BENCH_PROFILE=<file.cpuprofile>: a CPU profile of the seed alone (not the start-up and migrations before it).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';

import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { paymentsConfigFor } from '../src/config/payments';
import { closeDb, createDb, migrateDb } from '../src/db/client';
import { MemoryKv } from '../src/db/kv';
import { demoSummaryLine, seedDemoIfEmpty } from '../src/modules/sandbox/demo/run';

const borrowers = Number(process.argv[2] ?? 300);
const counts = new Map<string, number>();
const logger = process.env.DEMO_BENCH_SQL ? { logQuery: (q: string) => void counts.set(q, (counts.get(q) ?? 0) + 1) } : undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'pocket-demo-bench-'));
const pglite = process.env.DEMO_BENCH_MEMORY ? await PGlite.create() : undefined;
const config = { ...loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DEMO_PORTFOLIO: 'off' }), webDist: '/nonexistent', adminDist: '/nonexistent', dataDir };
const db = await createDb({ dataDir, ...(pglite ? { pglite } : {}), ...(logger ? { logger } : {}) });
await migrateDb(db);
// The sandbox operator as `npm start` has it (SANDBOX_PIN 1234, SANDBOX_DISBURSE_MS 300, no auto-approval).
const app = await buildApp(config, { db, kv: new MemoryKv(config.now), payments: { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 300 } } });
await app.ready();

const profileTo = process.env.DEMO_BENCH_PROFILE;
const inspector = profileTo ? new Session() : null;
if (inspector) {
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.start');
}
const summary = await seedDemoIfEmpty(app, { pin: '1234', borrowers });
if (inspector && profileTo) {
  const { profile } = await inspector.post('Profiler.stop');
  writeFileSync(profileTo, JSON.stringify(profile));
  inspector.disconnect();
}
process.stdout.write(summary ? `${demoSummaryLine(summary)}\n` : 'not seeded: the database has borrowers\n');
if (logger) {
  const top = [...counts].sort((a, b) => b[1] - a[1]);
  process.stdout.write(`${top.reduce((n, [, c]) => n + c, 0)} statements\n${top.slice(0, 40).map(([q, c]) => `${c}\t${q.slice(0, 200)}`).join('\n')}\n`);
}
await app.close();
await closeDb(db);
rmSync(dataDir, { recursive: true, force: true });
