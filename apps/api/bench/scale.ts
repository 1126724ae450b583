/**
 * The data-scale bench (issue 30; docs/performance.md, "Data-scale bench"). It reports; it never fails on a figure.
 *
 *   node scripts/pnpm.mjs --filter @pocket/api build     # the signed reads run against the built server
 *   cd apps/api && SCALE_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> npm run bench:scale -- [borrowers] [small]
 *
 * - The large database: SCALE_DATABASE_URL (kept, so that the million rows are generated once; an empty database is
 *   migrated and filled by bench/scale/generate.ts), or, without it, a throw-away database made and dropped here.
 * - The small database (default 1,000 borrowers, the same generator) is always a throw-away one.
 * - On the large one: every report (SCALE_REPORT_RUNS, 3, median and slowest), the dashboard, each payments desk list
 *   and each kind of borrower search (SCALE_LIST_RUNS, 20, median and p95), through the code the routes call.
 * - On both, in the same run: the borrower's signed reads getUserInfo and getRepayDetailV2 over HTTP against the
 *   built server (autocannon, SCALE_CONNECTIONS 16, SCALE_SECONDS 5 per run; SCALE_BORROWERS 40 sandbox borrowers
 *   with a loan each), small and large alternately (small, large, large, small), and the ratio of their p99s.
 * Goals printed beside the figures: each report under 2 s, each list under 300 ms p95, signed reads' p99 at the large
 * size within 1.5x of the small one's.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';

import type { PaymentDeskQuery } from '@pocket/contracts/api/staff';

import { closeDb, createDb, migrateDb } from '../src/db/client';
import type { Db } from '../src/db/client';
import { selectRows } from '../src/db/rows';
import { borrowerSearch } from '../src/modules/borrowers-desk/plugin';
import { dashboard } from '../src/modules/desk-dashboard/plugin';
import { seedLending } from '../src/modules/lending/plugin';
import { paymentDeskList } from '../src/modules/payments-desk/plugin';
import { Reports } from '../src/modules/reports/plugin';
import { pickCases } from './cases.mjs';
import { inheritedEnv, scaleConfig } from './config.mjs';
import { signedCase } from './load.mjs';
import { prepareBorrowers } from './prepare.mjs';
import { generate, generatedBorrowers, MOBILE_PREFIX } from './scale/generate';
import { startProduct } from './servers.mjs';

const args = process.argv.slice(2).filter((a) => a !== '--');
const SIZE = Number(args[0] ?? 1_000_000);
const SMALL = Number(args[1] ?? 1_000);
const REPORT_RUNS = scaleConfig.reportRuns;
const LIST_RUNS = scaleConfig.listRuns;
const load = { connections: scaleConfig.connections, duration: scaleConfig.seconds };
const SESSIONS = scaleConfig.borrowers;
const PG_BASE = scaleConfig.pgBase;
const out = (line: string) => process.stdout.write(`${line}\n`);
const ms = (t: number) => (t >= 100 ? t.toFixed(0) : t.toFixed(1)).padStart(7);

/** A database of its own, dropped after `work` (the small one always; the large one without SCALE_DATABASE_URL). */
async function throwAway<T>(label: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `pocket_scale_${label}_${process.pid}`;
  const admin = await createDb({ databaseUrl: `${PG_BASE}/postgres`, dataDir: '', poolSize: 1, as: 'owner' });
  await admin.execute(sql.raw(`create database ${name}`));
  try {
    return await work(`${PG_BASE}/${name}`);
  } finally {
    await admin.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await closeDb(admin);
  }
}

/** Migrated, seeded and holding `n` generated borrowers (generated only when it holds none). */
async function filled(url: string, n: number) {
  const db = await createDb({ databaseUrl: url, dataDir: '', poolSize: 2, as: 'owner' });
  await migrateDb(db);
  await seedLending(db);
  const have = await generatedBorrowers(db);
  if (have === 0) {
    out(`generating ${n.toLocaleString('en')} borrowers in ${url.replace(/^.*\//, '')}:`);
    await generate(db, n, out);
  } else out(`${url.replace(/^.*\//, '')} holds ${have.toLocaleString('en')} generated borrowers already`);
  const [c] = await selectRows<Record<string, number | string>>(
    db,
    sql`select (select count(*) from users) as borrowers, (select count(*) from loan_orders) as loans, (select count(*) from loan_plans) as bills,
               (select count(*) from payments) as payments, (select count(*) from ledger_entries) as entries, (select count(*) from ledger_lines) as lines,
               pg_size_pretty(pg_database_size(current_database())) as size`,
  );
  out(`  ${Object.entries(c!).map(([k, v]) => `${k} ${typeof v === 'string' && !/^\d+$/.test(v) ? v : Number(v).toLocaleString('en')}`).join(', ')}`);
  return db;
}

async function timed(runs: number, work: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    await work();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor((runs - 1) / 2)]!, p95: times[Math.min(runs - 1, Math.ceil(runs * 0.95) - 1)]!, slowest: times[runs - 1]! };
}

async function desks(db: Db) {
  const reports = new Reports({ db, now: Date.now });
  const year = { from: new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10) };
  const reportCases: Array<[string, () => Promise<unknown>]> = [
    ['disbursed (30 days)', () => reports.disbursed({})],
    ['disbursed (a year, h5)', () => reports.disbursed({ ...year, channel: 'h5' })],
    ['collected (30 days)', () => reports.collected({})],
    ['collected (a year)', () => reports.collected(year)],
    ['collected (a year, h5: from the payments)', () => reports.collected({ ...year, channel: 'h5' })],
    ['outstanding', () => reports.outstanding({})],
    ['par', () => reports.par({})],
    ['par (product 1, h5)', () => reports.par({ product: 1, channel: 'h5' })],
    ['vintage (a year)', () => reports.vintage(year)],
    ['vintage (a year, h5)', () => reports.vintage({ ...year, channel: 'h5' })],
    ['trial-balance (today)', () => reports.trialBalance({})],
    ['cash (30 days)', () => reports.cash({})],
    ['kyc-funnel (a year)', () => reports.kycFunnel(year)],
  ];
  out(`\nreports (goal: under 2,000 ms), ${REPORT_RUNS} runs each after one to warm up:`);
  for (const [name, run] of reportCases) {
    await run();
    const t = await timed(REPORT_RUNS, run);
    out(`  ${name.padEnd(34)} median ${ms(t.median)} ms  slowest ${ms(t.slowest)} ms  ${t.slowest < 2000 ? 'ok' : 'OVER'}`);
  }
  const balance = await reports.trialBalance({});
  out(`  trial balance today: debits ${balance.totals.debit.toLocaleString('en')}, credits ${balance.totals.credit.toLocaleString('en')}, balanced ${balance.totals.balanced}`);

  const [sample] = await selectRows<{ id: number | string; mobile: string; nrc_number: string }>(
    db,
    sql`select u.id, u.mobile, k.nrc_number from users u join kyc_identities k on k.user_id = u.id where u.mobile = ${`${MOBILE_PREFIX}${String(Math.ceil(SIZE / 2)).padStart(7, '0')}`}`,
  );
  const search = borrowerSearch(db);
  const lists: Array<[string, () => Promise<unknown>]> = [
    ['dashboard (all four figures)', () => dashboard(db, Date.now())],
    ...([
      ['in flight, first page', {}],
      ['stuck', { state: 'stuck' }],
      ['in flight, MTN, REPAY', { operator: 'MTN', kind: 'REPAY' }],
      ['in flight, Airtel, older than 30 min', { operator: 'AIRTEL', olderThanMinutes: 30 }],
      ['resolved by hand', { state: 'resolved' }],
      ['flagged', { state: 'flagged' }],
    ] as Array<[string, PaymentDeskQuery]>).map(([name, q]): [string, () => Promise<unknown>] => [`payments desk: ${name}`, () => paymentDeskList(db, Date.now(), { limit: 50, ...q })]),
    ...[`0${sample!.mobile.slice(4)}`, '+260 95 0999999', 'mutale12', 'zulu', sample!.nrc_number, `#${sample!.id}`, 'Banda5'].map((q): [string, () => Promise<unknown>] => [`borrower search: ${q}`, () => search(q, 51)]),
  ];
  out(`\ndashboard, payments desk and borrower search (goal: p95 under 300 ms), ${LIST_RUNS} runs each after one to warm up:`);
  for (const [name, run] of lists) {
    await run();
    const t = await timed(LIST_RUNS, run);
    out(`  ${name.padEnd(44)} median ${ms(t.median)} ms  p95 ${ms(t.p95)} ms  ${t.p95 < 300 ? 'ok' : 'OVER'}`);
  }
}

/** The product on each database, sandbox borrowers on each, then each read small, large, large, small. */
async function signedReads(urls: { small: string; large: string }) {
  // The lending, messages and VIP jobs stay off: the overdue job would otherwise start charging the generated late bills.
  Object.assign(inheritedEnv, { LENDING_JOBS: 'off' });
  const dir = mkdtempSync(path.join(tmpdir(), 'pocket-scale-'));
  const servers: Record<'small' | 'large', Awaited<ReturnType<typeof startProduct>>> = {} as never;
  try {
    for (const size of ['small', 'large'] as const) {
      mkdirSync(path.join(dir, size));
      servers[size] = await startProduct({ dataDir: path.join(dir, size), databaseUrl: urls[size], logFile: path.join(dir, `${size}.log`) });
    }
    const sessions = { small: await prepareBorrowers(servers.small.url, SESSIONS), large: await prepareBorrowers(servers.large.url, SESSIONS) };
    out(`\nsigned reads (goal: p99 at ${SIZE.toLocaleString('en')} borrowers within 1.5x of p99 at ${SMALL.toLocaleString('en')}), ${load.connections} connections, ${load.duration} s per run, ${SESSIONS} borrowers each:`);
    for (const read of pickCases('getUserInfo,getRepayDetailV2')) {
      const p99: Record<'small' | 'large', number[]> = { small: [], large: [] };
      const rate: Record<'small' | 'large', number[]> = { small: [], large: [] };
      for (const size of ['small', 'large', 'large', 'small'] as const) {
        const r = await signedCase(servers[size].url, sessions[size], read, load);
        if (r.errors > 0) throw new Error(`${read.name} on the ${size} database: ${r.errors} errors of ${r.requests}`);
        p99[size].push(r.p99);
        rate[size].push(r.reqPerSec);
      }
      const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
      const ratio = mean(p99.large) / Math.max(mean(p99.small), 1);
      out(`  ${read.name.padEnd(48)} p99 small ${p99.small.join(', ')} ms, large ${p99.large.join(', ')} ms; ratio ${ratio.toFixed(2)} ${ratio <= 1.5 ? 'ok' : 'OVER'}; req/s small ${rate.small.join(', ')}, large ${rate.large.join(', ')}`);
    }
  } finally {
    for (const server of Object.values(servers)) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const started = performance.now();
const withLarge = <T>(work: (url: string) => Promise<T>) => (scaleConfig.databaseUrl ? work(scaleConfig.databaseUrl) : throwAway('large', work));
await withLarge(async (largeUrl) =>
  throwAway('small', async (smallUrl) => {
    const small = await filled(smallUrl, SMALL);
    await closeDb(small);
    const large = await filled(largeUrl, SIZE);
    try {
      if (!scaleConfig.skipDesks) await desks(large);
    } finally {
      await closeDb(large);
    }
    if (!scaleConfig.skipReads) await signedReads({ small: smallUrl, large: largeUrl });
  }),
);
out(`\ndone in ${((performance.now() - started) / 1000).toFixed(0)} s`);
