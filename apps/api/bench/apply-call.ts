/**
 * The apply call beside another build of the product (issue 45's figure: what the credit decision adds to
 * `POST /api/zmb/index/api/appManualGetLoan`, "measured against the same call before this issue";
 * docs/performance.md, "Credit policy at scale"). It reports; it never fails on a figure.
 *
 *   APPLY_BEFORE_ENTRY=<the other build>/apps/api/dist/server.js npm run bench:apply
 *
 * - Two products, each the built server (production mode, sandbox on, its jobs off) on a PostgreSQL database of its own:
 *   APPLY_DATABASE_URL for this build and APPLY_BEFORE_DATABASE_URL for the other (kept: the million-borrower data set
 *   each build's own generator made, `npm run bench:scale` there), or throw-away ones made and dropped here.
 * - Borrowers: sandbox borrowers with KYC done and no loan (`POST /api/dev/borrowers`, then logged in with the SMS
 *   code as a phone is), NRC numbers ending in /9 (the generator's end in /1 or /2: a shared NRC sends the KYC to a
 *   person). Each applies once: Pocket Loan, K500 for 7 days, signed and with an Idempotency-Key, as the app sends it.
 * - The two sides take turns: APPLY_ROUNDS rounds of APPLY_BATCH applications a side, the side going first alternating
 *   from round to round, one call at a time (the call's own time, no queue), APPLY_PAUSE_MS after each so that its
 *   payout is done before the next call is timed. APPLY_WARMUP calls a side first, not counted.
 * - Printed: each side's median, p95 and p99 of the answered applications (and any refusal by its message), and the
 *   difference of the p99s against the goal (at most 10 ms added).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { applyConfig } from './config.mjs';
import { withThrowAwayDatabase } from './databases.mjs';
import { prepareBorrowers, signed } from './prepare.mjs';
import { quantile } from './risk/measure';
import { SERVER_ENTRY, startProduct } from './servers.mjs';

interface Session {
  token: string;
  uid: string;
}
interface Side {
  name: string;
  entry: string;
  databaseUrl?: string;
}
interface Running {
  side: Side;
  url: string;
  borrowers: Session[];
  times: number[];
  refusals: Map<string, number>;
  stop: () => Promise<void>;
}

const out = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

async function applyOnce(run: Running, s: Session, n: number): Promise<number | null> {
  const started = performance.now();
  const res = await fetch(`${run.url}/api/zmb/index/api/appManualGetLoan`, {
    method: 'POST',
    headers: { ...signed(s), 'content-type': 'application/json', 'idempotency-key': `apply-bench-${process.pid}-${n}` },
    body: JSON.stringify({ productId: 1, amount: '500', term: 7 }),
  });
  const json = (await res.json()) as { code: number; msg?: string };
  const ms = performance.now() - started;
  if (json.code === 200) return ms;
  const why = `${res.status} ${json.code} ${json.msg ?? ''}`;
  run.refusals.set(why, (run.refusals.get(why) ?? 0) + 1);
  return null;
}

function figures(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), p99: quantile(sorted, 0.99) };
}

async function start(side: Side, databaseUrl: string, count: number): Promise<Running> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `apply-bench-${side.name}-`));
  // The product's jobs stay off (on a million borrowers they would run beside the timed calls): only the calls run.
  const product = await startProduct({ dataDir, databaseUrl, logFile: path.join(dataDir, 'server.log'), entry: side.entry, env: { LENDING_JOBS: 'off' } });
  out(`${side.name}: ${side.entry} on ${databaseUrl.replace(/^.*\//, '')}, ready in ${product.readyMs} ms`);
  const t = performance.now();
  const borrowers = (await prepareBorrowers(product.url, count, null, 8, () => `${digits(6)}/${digits(2)}/9`)) as Session[];
  out(`  ${count} borrowers with KYC and no loan in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return {
    side,
    url: product.url,
    borrowers,
    times: [],
    refusals: new Map(),
    stop: async () => {
      await product.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const { beforeEntry, rounds, batch, warmup, pauseMs, pgBase } = applyConfig;
  if (!beforeEntry) throw new Error('APPLY_BEFORE_ENTRY: give the other build\'s dist/server.js (e.g. a worktree of c7a70b4c, built)');
  const sides: Side[] = [
    { name: 'before', entry: beforeEntry, databaseUrl: applyConfig.beforeDatabaseUrl },
    { name: 'now', entry: SERVER_ENTRY, databaseUrl: applyConfig.databaseUrl },
  ];
  const count = warmup + rounds * batch;
  const withDatabase = <T>(side: Side, work: (url: string) => Promise<T>) =>
    side.databaseUrl ? work(side.databaseUrl) : withThrowAwayDatabase(pgBase, `apply_bench_${side.name}_${process.pid}`, work);

  await withDatabase(sides[0]!, (beforeUrl) =>
    withDatabase(sides[1]!, async (nowUrl) => {
      const runs: Running[] = [];
      try {
        runs.push(await start(sides[0]!, beforeUrl, count));
        runs.push(await start(sides[1]!, nowUrl, count));
        let n = 0;
        for (const run of runs) for (const s of run.borrowers.slice(0, warmup)) { await applyOnce(run, s, n++); await sleep(pauseMs); }
        out(`\nthe apply call, ${rounds} rounds of ${batch} a side, taking turns, one call at a time, ${pauseMs} ms between calls:`);
        for (let round = 0; round < rounds; round += 1) {
          const order = round % 2 === 0 ? runs : [...runs].reverse();
          for (const run of order) {
            for (const s of run.borrowers.slice(warmup + round * batch, warmup + (round + 1) * batch)) {
              const ms = await applyOnce(run, s, n++);
              if (ms !== null) run.times.push(ms);
              await sleep(pauseMs);
            }
          }
          const f = runs.map((r) => figures(r.times.slice(-batch)));
          out(`  round ${round + 1}: ${runs.map((r, i) => `${r.side.name} median ${f[i]!.median.toFixed(1)} ms, p99 ${f[i]!.p99.toFixed(1)} ms`).join('; ')}`);
        }
        out('');
        const all = runs.map((r) => figures(r.times));
        runs.forEach((r, i) => {
          const f = all[i]!;
          out(`${r.side.name.padEnd(7)} ${f.n} applications: median ${f.median.toFixed(2)} ms, p95 ${f.p95.toFixed(2)} ms, p99 ${f.p99.toFixed(2)} ms`);
          for (const [why, times] of r.refusals) out(`        refused ${times}x: ${why}`);
        });
        const added = all[1]!.p99 - all[0]!.p99;
        out(`the p99 added: ${added.toFixed(2)} ms (median ${(all[1]!.median - all[0]!.median).toFixed(2)} ms)  ${added <= 10 ? 'ok' : 'OVER'} (goal: at most 10 ms p99)`);
      } finally {
        for (const run of runs) await run.stop();
      }
    }),
  );
}

await main();
