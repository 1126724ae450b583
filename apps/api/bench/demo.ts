/**
 * The demo portfolio's cost (decision 0051; docs/operations.md, "The demo portfolio"): seeds it once on a fresh
 * database, as `npm start` does the first time, and prints the start-up line (wall and CPU seconds, the counts). It
 * reports; it never fails on a figure. Not for the CI, and not while other work loads the machine's cores.
 *
 *   cd apps/api && node_modules/.bin/tsx bench/demo.ts [borrowers, 300] [--memory] [--sql] [--profile=<file>]
 *
 * - --memory: an in-memory PGlite, as demo.test.ts has (default: a fresh data directory, as `npm start`).
 * - --sql: the statements the seed sends through drizzle, most frequent first.
 * - --profile=<file.cpuprofile>: a CPU profile of the seed alone (not the start-up and migrations before it).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';

import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { closeDb, createDb, migrateDb } from '../src/db/client';
import { MemoryKv } from '../src/db/kv';

const args = process.argv.slice(2);
const borrowers = Number(args.find((a) => /^\d+$/.test(a)) ?? 300);
const flag = (name: string) => args.find((a) => a === `--${name}` || a.startsWith(`--${name}=`))?.split('=')[1] ?? (args.includes(`--${name}`) ? '' : undefined);
const counts = new Map<string, number>();
const logger = flag('sql') !== undefined ? { logQuery: (q: string) => void counts.set(q, (counts.get(q) ?? 0) + 1) } : undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'pocket-demo-bench-'));
const pglite = flag('memory') !== undefined ? await PGlite.create() : undefined;
const config = { ...loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DEMO_PORTFOLIO_BORROWERS: String(borrowers) }), webDist: '/nonexistent', adminDist: '/nonexistent', dataDir };
const db = await createDb({ dataDir, ...(pglite ? { pglite } : {}), ...(logger ? { logger } : {}) });
await migrateDb(db);
// `npm start`'s configuration (the sandbox operator: SANDBOX_PIN 1234, SANDBOX_DISBURSE_MS 300, no auto-approval).
const app = await buildApp(config, { db, kv: new MemoryKv(config.now) });
await app.ready();

const profileTo = flag('profile');
const inspector = profileTo ? new Session() : null;
if (inspector) {
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.start');
}
// Prints the start-up line, as server.ts has it.
const summary = await app.demoPortfolio?.seedIfEmpty();
if (inspector && profileTo) {
  const { profile } = await inspector.post('Profiler.stop');
  writeFileSync(profileTo, JSON.stringify(profile));
  inspector.disconnect();
}
if (!summary) process.stdout.write('not seeded\n');
if (logger) {
  const top = [...counts].sort((a, b) => b[1] - a[1]);
  process.stdout.write(`${top.reduce((n, [, c]) => n + c, 0)} statements\n${top.slice(0, 40).map(([q, c]) => `${c}\t${q.slice(0, 200)}`).join('\n')}\n`);
}
await app.close();
await closeDb(db);
rmSync(dataDir, { recursive: true, force: true });
