/**
 * The day itself, on running parts (payday.ts starts and stops them): the desk signs in and polls its dashboard, the
 * borrowers arrive on the payday's shape, the books are checked and the processes sampled every few seconds with a
 * progress line, then a drain lets the last payments finish and the final check covers the whole run.
 */
import { loadavg } from 'node:os';

import type pg from 'pg';

import { Targets } from './client';
import { dashboard, signIn } from './desk';
import type { Borrower } from './generate';
import { Checker } from './invariants';
import { type JourneyDeps, newBorrowerState, type ReadToVerify } from './journeys';
import { type LoadResult, runArrivals, type Shape } from './load';
import { backendPids, CpuTracker, cpuSeconds, type Sample, sample } from './observe';
import { quantile, Recorder } from './record';
import type { Operators, Product } from './run-parts';

export interface DayOptions {
  people: Borrower[];
  peak: number;
  shape: Shape;
  seconds: number;
  drainSeconds: number;
  checkSeconds: number;
  /** Without autovacuum on the server, the run database is analyzed this often during the load and the drain (0: never). */
  analyzeSeconds: number;
  retryShare: number;
  reconcileMs: number;
  basePaymentId: number;
  database: string;
  db: pg.Client;
  operators: Operators;
  products: Product[];
  metricsToken: string;
  redisClients: () => Promise<number | null>;
  out: (line: string) => void;
}

export interface DayResult {
  rec: Recorder;
  checker: Checker;
  samples: Sample[];
  load: LoadResult;
  startedAt: number;
  endedAt: number;
  submittedAt: Map<string, number>;
  cpu: { api: number; postgres: number; operators: number; bench: number };
  /** The run database's own counters over the load and the drain (pg_stat_database; the checks' reads included). */
  database: { commits: number; rowsInserted: number; rowsUpdated: number; rowsRead: number };
  /** Seconds after the load until every payment the operator answered was final here (or the drain's limit). */
  caughtUpS: number;
  operatorTransactions: number;
}

async function databaseCounters(db: pg.Client, database: string) {
  const [r] = (await db.query('select xact_commit, tup_inserted, tup_updated, tup_returned + tup_fetched as tup_read from pg_stat_database where datname = $1', [database])).rows as Array<Record<string, string>>;
  return { commits: Number(r!.xact_commit), rowsInserted: Number(r!.tup_inserted), rowsUpdated: Number(r!.tup_updated), rowsRead: Number(r!.tup_read) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
const load = () => loadavg().map((l) => l.toFixed(1)).join(', ');

export async function runDay(o: DayOptions): Promise<DayResult> {
  const urls = o.products.map((p) => p.url);
  await fetch(`${o.operators.admin}/targets`, { method: 'POST', body: JSON.stringify({ urls }) });
  const targets = new Targets(urls);
  const startedAt = Date.now();
  const rec = new Recorder(startedAt);
  const desk = await signIn(targets);
  const toVerify: ReadToVerify[] = [];
  const submittedAt = new Map<string, number>();
  const checker = new Checker({ db: o.db, operatorsAdmin: o.operators.admin, targets, desk, rec, basePaymentId: o.basePaymentId, promiseMs: 2 * o.reconcileMs, toVerify, startedAt });
  const samples: Sample[] = [];
  const backends = new CpuTracker();
  backends.look(await backendPids(o.db, o.database));
  const cpuStart = { api: o.products.map((p) => cpuSeconds(p.pid)), operators: cpuSeconds(o.operators.pid), bench: process.cpuUsage() };
  const countersStart = await databaseCounters(o.db, o.database);
  const drainEnd = startedAt + (o.seconds + o.drainSeconds) * 1000;
  const deps: JourneyDeps = { targets, rec, retryShare: o.retryShare, deadline: () => drainEnd, intents: new Map(), toVerify, submitted: (ref, at) => submittedAt.set(ref, at) };
  const inFlight = { count: 0 };
  let running = true;

  const desking = (async () => {
    while (running) {
      await dashboard(targets, desk, rec);
      await sleep(5_000);
    }
  })();
  const checking = (async () => {
    let lastLine = 0;
    let seen = 0;
    let settledSeen = 0;
    while (running) {
      await sleep(o.checkSeconds * 1000);
      const t = (Date.now() - startedAt) / 1000;
      const c = await checker.check().catch((err: unknown) => (rec.error(`check threw: ${(err as Error).message}`), null));
      backends.look(await backendPids(o.db, o.database));
      samples.push(await sample({ t, pids: o.products.map((p) => p.pid), urls, metricsToken: o.metricsToken, db: o.db, database: o.database, redisClients: o.redisClients, operatorsPid: o.operators.pid }));
      if (Date.now() - lastLine < 10_000) continue;
      const secs = lastLine === 0 ? t : (Date.now() - lastLine) / 1000;
      lastLine = Date.now();
      const answered = rec.times.get('submitRepayApplyV2') ?? [];
      const recent = answered.slice(seen);
      seen = answered.length;
      const settled = rec.buckets.reduce((n, b) => n + b.settled, 0);
      const s = samples.at(-1)!;
      o.out(
        `[payday ${clock(t)}/${clock(o.seconds)}] submits answered ${answered.length.toLocaleString('en')} (${(recent.length / secs).toFixed(1)}/s, p99 ${recent.length ? quantile(recent, 0.99).toFixed(0) : '-'} ms), ` +
          `seen settled ${((settled - settledSeen) / secs).toFixed(1)}/s, journeys ${inFlight.count} | pending ${c?.pending ?? '?'}, lagging ${c?.lagging ?? '?'}, ` +
          `findings ${[...rec.violations.values()].reduce((n, v) => n + v.count, 0)}, errors ${rec.errorCount()} | RSS ${s.rssMiB.join('/')} MiB, PG ${s.pgConnections} conn, load ${load()}`,
      );
      settledSeen = settled;
    }
  })();

  // autovacuum's ANALYZE, where the server runs without it (this machine: `autovacuum = off`): the day adds payments,
  // ledger lines and messages by the thousand, and the planner's statistics should follow (docs/performance.md,
  // "The planner's statistics"). The bench's connection is the tables' owner.
  const autovacuum = String((await o.db.query('show autovacuum')).rows[0]?.autovacuum);
  const analyzing = (async () => {
    if (autovacuum === 'on' || o.analyzeSeconds <= 0) return;
    while (running) {
      const next = Date.now() + o.analyzeSeconds * 1000;
      while (running && Date.now() < next) await sleep(1_000);
      if (!running) return;
      const began = performance.now();
      await o.db.query('analyze').catch((err: unknown) => rec.error(`analyze threw: ${(err as Error).message}`));
      o.out(`analyze: the run database (autovacuum is off), ${((performance.now() - began) / 1000).toFixed(1)} s`);
    }
  })();

  const result = await runArrivals({ borrowers: o.people.map(newBorrowerState), peak: o.peak, shape: o.shape, seconds: o.seconds, deps, startedAt, inFlight });
  o.out(`load over: ${result.arrivals.toLocaleString('en')} arrivals, ${result.unserved.toLocaleString('en')} found no borrower ready; draining (up to ${o.drainSeconds} s)`);
  // The drain: until every payment the operator answered is final here (callbacks and the reconciler), the borrowers
  // still following theirs; then no new request, and those in flight answered, before anything stops.
  while (Date.now() < drainEnd && (await pendingAnswered(o.db, checker, o.basePaymentId)) > 0) await sleep(2_000);
  const caughtUpS = (Date.now() - startedAt) / 1000 - o.seconds;
  running = false;
  await Promise.all([desking, checking, analyzing]);
  const cut = await targets.stop(80_000);
  o.out(`drain: ${caughtUpS.toFixed(0)} s after the load${Date.now() >= drainEnd ? ' (its limit)' : ''}; ${inFlight.count} journeys cut short, ${cut} requests unanswered`);
  const endedAt = Date.now();
  backends.look(await backendPids(o.db, o.database));
  const cpu = {
    api: o.products.reduce((s, p, i) => s + cpuSeconds(p.pid) - cpuStart.api[i]!, 0),
    postgres: backends.seconds(),
    operators: cpuSeconds(o.operators.pid) - cpuStart.operators,
    bench: (process.cpuUsage(cpuStart.bench).user + process.cpuUsage(cpuStart.bench).system) / 1e6,
  };
  const countersEnd = await databaseCounters(o.db, o.database);
  const database = {
    commits: countersEnd.commits - countersStart.commits,
    rowsInserted: countersEnd.rowsInserted - countersStart.rowsInserted,
    rowsUpdated: countersEnd.rowsUpdated - countersStart.rowsUpdated,
    rowsRead: countersEnd.rowsRead - countersStart.rowsRead,
  };
  const final = await checker.check(true);
  const reconciled = await checker.reconcileWithOperators();
  o.out(`final check: ${final.violations} new findings; ${reconciled.operatorTransactions} operator transactions, each a payment here: ${reconciled.ours === reconciled.operatorTransactions}; ${checker.stuckAnswered} answered by the operator yet still PENDING past 10 minutes (on the stuck list), ${checker.withinPromise} answered within the reconciler's promise`);
  targets.close();
  return { rec, checker, samples, load: result, startedAt, endedAt, submittedAt, cpu, database, caughtUpS, operatorTransactions: reconciled.operatorTransactions };
}

/** PENDING payments of the run that the operator has answered (the drain waits for them). */
async function pendingAnswered(db: pg.Client, checker: Checker, base: number): Promise<number> {
  await checker.refreshTruth();
  const rows = (await db.query('select reference from payments where status = $1 and id > $2', ['PENDING', base])).rows as Array<{ reference: string }>;
  return rows.filter((r) => checker.truth.has(r.reference)).length;
}
