/**
 * Collections at scale (issue 46): the daily job with repayments beside it, an agent's queue, a case page and the
 * reports, each through the module's own code (src/modules/collections); the repayments through the built server.
 */
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';

import { COLLECTION_REPORT_CSV_COLUMNS, type CollectionReportName } from '@pocket/contracts/api/staff';
import { addDays, lusakaDate } from '@pocket/contracts/lusaka-date';

import { closeDb, createDb, type Db } from '../../src/db/client';
import { selectRows } from '../../src/db/rows';
import { COLLECTIONS_SETTINGS, CollectionReports, CollectionsDesk, runCollectionsJob } from '../../src/modules/collections/plugin';
import type { StaffActor } from '../../src/modules/staff/plugin';
import { csvLines } from '../../src/plugins/csv';
import { inheritedEnv } from '../config.mjs';
import { LOANS, prepareBorrowers } from '../prepare.mjs';
import { startProduct } from '../servers.mjs';
import { goal, ms, once, out, seconds, timed } from './measure';
import { chargeMorning } from './morning';
import { billsOf, p99, pacedSubmits, type Repayer, windows } from './repayments';
import { RolledBack, rolledBack } from './rolled-back';
import { explainSlow, watchActivity } from './timeline';

const actor = (id: number, roles: string[]) => ({ id, email: `bench-${id}`, name: 'bench', roles, sessionId: 0, csrfToken: '' }) as unknown as StaffActor;

/**
 * The job on a connection of its own; when `limit` > 0, after `limit` seconds its statements are cancelled (every
 * 100 ms until one lands: between two statements there is nothing to cancel), so that its transaction rolls back.
 */
async function cappedJob(url: string, limit: number, now: () => number, full: boolean, commit = true) {
  const own = await createDb({ databaseUrl: url, dataDir: '', poolSize: 1, as: 'owner' });
  const other = await createDb({ databaseUrl: url, dataDir: '', poolSize: 1, as: 'owner' });
  const [me] = await selectRows<{ pid: number }>(own, sql`select pg_backend_pid() as pid`);
  let stopped = false;
  let again: ReturnType<typeof setInterval> | undefined;
  const timer = setTimeout(() => {
    stopped = limit > 0;
    if (stopped) again = setInterval(() => void other.execute(sql`select pg_cancel_backend(${me!.pid})`).catch(() => undefined), 100);
  }, limit * 1000);
  try {
    const started = performance.now();
    try {
      return await once(() => runCollectionsJob(rolledBack(own, commit), now, COLLECTIONS_SETTINGS, { full }));
    } catch (err) {
      // A round before the last (RISK_JOB_ROUNDS): the job did all its work, then rolled back.
      if (err instanceof RolledBack) return { value: err.result as Awaited<ReturnType<typeof runCollectionsJob>>, ms: performance.now() - started };
      throw err;
    }
  } catch (err) {
    if (!stopped) throw err;
    return { value: 'stopped' as const, ms: limit * 1000 };
  } finally {
    clearTimeout(timer);
    clearInterval(again);
    await closeDb(own);
    await closeDb(other);
  }
}

/** The tables a day's penalties, repayments and job write, vacuumed and analyzed; then a checkpoint. */
async function settle(db: Db) {
  for (const table of ['loan_plans', 'loan_orders', 'loan_summaries', 'borrower_books', 'collection_cases', 'collection_case_moves', 'collection_promises']) {
    await db.execute(sql.raw(`vacuum (analyze) ${table}`));
  }
  await db.execute(sql`checkpoint`);
}

/**
 * The job (once, `days` after today), with repayments submitted through the product at a steady pace before it and
 * for as long as it runs: `repayers` borrowers with a Pocket Stages loan (three bills), K100 on a bill each time.
 */
export async function jobWithRepayments(db: Db, url: string, o: { repayers: number; skipJob: boolean; jobSeconds: number; jobDays: number; jobRounds: number; repayRate: number; morning: boolean; fullRead: boolean; timeline: boolean; keepLast: boolean }) {
  const [late] = await selectRows<{ n: number | string }>(db, sql`select count(*) as n from loan_orders where status = 'OVERDUE'`);
  out(`\nthe collections job over ${Number(late?.n ?? 0).toLocaleString('en')} late loans (goal: under 60 s; a repayment's p99 during it within 1.5x of its p99 without it):`);
  // The lending, collections and books jobs stay off in the product: the bench runs the collections job itself.
  Object.assign(inheritedEnv, { LENDING_JOBS: 'off' });
  const dir = mkdtempSync(path.join(tmpdir(), 'pocket-risk-'));
  const product = await startProduct({ dataDir: dir, databaseUrl: url, logFile: path.join(dir, 'server.log') });
  try {
    const at = Date.now() + o.jobDays * 86_400_000;
    if (o.morning && !o.skipJob) {
      // Lending's overdue job runs before the collections job each morning: the bills it writes name the borrowers the
      // collections job reads again.
      const t = performance.now();
      const m = await chargeMorning(db, lusakaDate(at));
      out(`  the morning's penalties for ${lusakaDate(at)} (lending's overdue job, set-based here: bench/risk/morning.ts): ${m.bills.toLocaleString('en')} bills written (${m.capped.toLocaleString('en')} at their cap now) in ${seconds(performance.now() - t)}`);
      // What autovacuum and the checkpointer do after such writes, done here before the repayers are made and either
      // measurement, so that neither meets them by chance (this machine's PostgreSQL runs with autovacuum off: without
      // it every day's writes pile up as dead rows the job's read walks through).
      const v = performance.now();
      await settle(db);
      out(`  then vacuum (analyze) of the tables the day wrote, and a checkpoint: ${seconds(performance.now() - v)}`);
    }
    // NRC numbers ending in /9: the generator's end in /1 below ten million borrowers (a shared NRC would send the
    // KYC to a person).
    // A random block of 100 numbers for this run (the process id mod 1,000 named the block, and a later run on the same
    // database met an earlier one's numbers), the n-th borrower the block's (n mod 100)-th with a middle part counting
    // the hundreds: 9,000 borrowers a run have numbers of their own (the middle part once followed n mod 90, and past
    // 900 borrowers a run met its own numbers).
    const runKey = randomInt(0, 8_999);
    let nrc = 0;
    const nrcOf = () => {
      const n = nrc++;
      return `${String(100_000 + runKey * 100 + (n % 100)).padStart(6, '0')}/${String(10 + (Math.floor(n / 100) % 90)).padStart(2, '0')}/9`;
    };
    const bills = billsOf((await prepareBorrowers(product.url, o.repayers, LOANS.stages, 16, nrcOf)) as Repayer[]);
    const pace = `${o.repayRate} a second, up to 8 at once`;
    const rounds = Math.max(1, o.jobRounds);
    // One round: submits without the job, then the job with submits for as long as it runs. With RISK_JOB_ROUNDS > 1
    // every round but the last runs the job to its end and rolls it back (the same work, its writes undone), so that
    // the p99 on each side is read from several times the submits of one run, each round's job beside its own
    // baseline (docs/performance.md, "A day's penalties write no case"). Each round's baseline takes the next
    // RISK_REPAYERS / rounds bills, and its job's submits the bills after them.
    const baseline = Math.floor(o.repayers / rounds);
    let next = 0;
    const all = { before: [] as number[], during: [] as number[] };
    const ratios: number[] = [];
    for (let r = 0; r < rounds; r += 1) {
      const before = await pacedSubmits(product.url, bills.slice(next, next + baseline), { perSecond: o.repayRate });
      next += baseline;
      if (before.errors.length > 0) throw new Error(`repayments without the job: ${before.errors.length} refused: ${before.errors.slice(0, 3).join('; ')}`);
      const last = r === rounds - 1 && o.keepLast;
      const label = rounds === 1 ? '' : ` (round ${r + 1} of ${rounds}${last ? '' : ', the job rolled back'})`;
      out(`  repayments without the job${label}: ${before.times.length} submits (${pace}), p99 ${p99(before.times).toFixed(0)} ms`);
      for (const line of windows(before, 5)) out(`    ${line}`);
      if (o.skipJob) return out('  the job itself: skipped (RISK_SKIP_JOB=1)');
      let jobDone = 0;
      const watch = o.timeline ? watchActivity(db) : null;
      const job = cappedJob(url, o.jobSeconds, () => at, o.fullRead, last).then((x) => ((jobDone = performance.now()), x));
      await new Promise((resolve) => setTimeout(resolve, 500));
      const rest = bills.slice(next);
      const origin = performance.now();
      const during = await pacedSubmits(product.url, rest, { perSecond: o.repayRate, during: () => jobDone === 0, atLeast: Math.min(10, rest.length) });
      const { value, ms: jobMs } = await job;
      if (during.errors.length > 0) throw new Error(`repayments during the job: ${during.errors.length} refused: ${during.errors.slice(0, 3).join('; ')}`);
      const ratio = p99(during.times) / Math.max(p99(before.times), 1);
      const day = o.jobDays === 0 ? 'today' : `${lusakaDate(at)}`;
      if (value === 'stopped') out(`  the job (${day}): NOT FINISHED in ${o.jobSeconds} s (cancelled and rolled back, RISK_JOB_SECONDS) OVER`);
      else out(`  the job (${day}${last ? '' : ', rolled back'}): ${seconds(jobMs)} ${goal(jobMs < 60_000)} (ran ${value.ran}, ${value.full ? 'a full read' : 'what changed since its last run'}: ${value.read.toLocaleString('en')} loans read; opened ${value.opened}, moved ${value.moved}, closed ${value.closed}, promises kept ${value.kept}, broken ${value.broken})`);
      next += during.times.length + during.after;
      const left = rest.length - during.times.length - during.after;
      const figure = during.times.length > 0 ? `p99 ${p99(during.times).toFixed(0)} ms; ratio ${ratio.toFixed(2)} ${rounds === 1 ? goal(ratio <= 1.5) : ''}`.trim() : 'no ratio: the job ended first';
      for (const line of windows(during, 5)) out(`    ${line}`);
      if (watch) explainSlow(await watch.stop(), origin, during, p99(before.times));
      out(`  repayments during the job: ${during.times.length} submits started while it ran (${pace}; ${during.after} after it${left > 0 ? '' : ', the bills ran out before it ended'}), ${figure}`);
      // A rolled-back job leaves its row versions dead in the cases and their indexes, which a day's one committed run
      // never does: the next round's baseline and job walked through them (baselines' p99 of 80-134 ms after a clean
      // first round's 30 ms, 2 December 2026). Vacuumed, analyzed and checkpointed before the next round, unmeasured.
      if (!last && r < rounds - 1) await settle(db);
      all.before.push(...before.times);
      all.during.push(...during.times);
      if (during.times.length > 0) ratios.push(ratio);
    }
    if (rounds > 1 && all.during.length > 0) {
      const pooled = p99(all.during) / Math.max(p99(all.before), 1);
      const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!;
      out(`  ${rounds} rounds: without the job ${all.before.length} submits, p99 ${p99(all.before).toFixed(0)} ms; during it ${all.during.length}, p99 ${p99(all.during).toFixed(0)} ms; ratio ${pooled.toFixed(2)} ${goal(pooled <= 1.5)} (the rounds' ratios ${ratios.map((x) => x.toFixed(2)).join(', ')}; median ${median.toFixed(2)})`);
    }
  } finally {
    await product.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An agent's queue, the lead's, a case page and the four reports, each with its CSV export. */
export async function desk(db: Db, runs: number, reportRuns: number) {
  const desk = new CollectionsDesk({ db, now: Date.now, audit: undefined as never });
  const [busiest] = await selectRows<{ agent_id: number | string; n: number | string }>(
    db,
    sql`select agent_id, count(*) as n from collection_cases where status = 'OPEN' and agent_id is not null group by agent_id order by n desc limit 1`,
  );
  const [open] = await selectRows<{ n: number | string; id: number | string }>(db, sql`select count(*) as n, max(id) as id from collection_cases where status = 'OPEN'`);
  out(`\nthe desk (goal: p95 under 300 ms), ${runs} runs each after one to warm up; ${Number(open?.n ?? 0).toLocaleString('en')} open cases:`);
  const agent = actor(Number(busiest?.agent_id ?? 0), ['collections']);
  const lead = actor(1, ['admin']);
  const [withMoves] = await selectRows<{ id: number | string }>(db, sql`select case_id as id from collection_case_moves group by case_id order by count(*) desc, case_id limit 1`);
  const cases: Array<[string, () => Promise<unknown>]> = [
    [`an agent's queue (${Number(busiest?.n ?? 0).toLocaleString('en')} cases), first page`, () => desk.queue(agent, {})],
    [`an agent's queue, page 10`, () => desk.queue(agent, { cursor: '450' })],
    [`the lead's queue, every case`, () => desk.queue(lead, { scope: 'all' })],
    [`the lead's queue, every case, page 10`, () => desk.queue(lead, { scope: 'all', cursor: '450' })],
    [`the lead's queue, unassigned`, () => desk.queue(lead, { scope: 'unassigned' })],
    [`a case page (the most moves)`, () => desk.detail(lead, Number(withMoves?.id ?? open?.id ?? 1))],
    [`a case page (the newest case)`, () => desk.detail(lead, Number(open?.id ?? 1))],
  ];
  for (const [name, run] of cases) {
    const t = await timed(runs, run);
    out(`  ${name.padEnd(48)} median ${ms(t.median)} ms  p95 ${ms(t.p95)} ms  ${goal(t.p95 < 300)}`);
  }
  const reports = new CollectionReports({ db, now: Date.now, settings: COLLECTIONS_SETTINGS });
  const today = lusakaDate(Date.now());
  const ranges = { '90 days': {}, 'a year': { from: addDays(today, -365), to: today } };
  out(`\nthe collections reports (goal: under 2 s each), ${reportRuns} runs each after one to warm up:`);
  for (const [range, q] of Object.entries(ranges)) {
    const list: Array<[string, CollectionReportName, () => Promise<{ rows: ReadonlyArray<Record<string, unknown>> }>]> = [
      ['roll rates', 'roll-rates', () => reports.rollRates(q)],
      ['cure rate', 'cure', () => reports.cure(q)],
      ['promises', 'promises', () => reports.promises(q)],
      ['collected by bucket and agent', 'collected', () => reports.collected(q)],
    ];
    for (const [name, report, run] of list) {
      const t = await timed(reportRuns, run);
      out(`  ${`${name} (${range})`.padEnd(48)} median ${ms(t.median)} ms  slowest ${ms(t.slowest)} ms  ${goal(t.slowest < 2000)}`);
      // The CSV export: the same read, its rows written as the route writes them (report-routes.ts).
      const c = await timed(reportRuns, async () => {
        let text = '';
        for await (const line of csvLines(COLLECTION_REPORT_CSV_COLUMNS[report], (await run()).rows)) text += line;
        return text;
      });
      out(`  ${`  its CSV export`.padEnd(48)} median ${ms(c.median)} ms  slowest ${ms(c.slowest)} ms  ${goal(c.slowest < 2000)}`);
    }
  }
}
