/** The payday report: the figures side by side, the goals, the checks, the faults; markdown and an SVG chart. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Check } from './invariants';
import type { Sample } from './observe';
import type { PgbenchResult } from './pgbench';
import { type Bucket, quantile, type Recorder } from './record';
import { type SoakCheck, soakCheck } from './soak';
import { lineChart } from './svg';

export interface Figures {
  command: string;
  startedAt: string;
  settings: Record<string, string | number | boolean>;
  machine: { cpus: number; loadBefore: string; loadAfter: string; note: string };
  pgbench: PgbenchResult[];
  peakWindowS: [number, number];
  offeredPeak: number;
  arrivals: number;
  unserved: number;
  repay: { accepted: number; successful: number; failed: number; pending: number; settledPerSecondAtPeak: number; settledPerSecondOverall: number; e2eP50Ms: number; e2eP99Ms: number; e2eP50PeakMs: number; e2eP99PeakMs: number };
  submit: { count: number; p50: number; p99: number; countPeak: number; p99Peak: number };
  loans: Record<string, number>;
  /** Seconds since the start, SUCCESSFUL repayments finalized per 5 s bucket. */
  settledSeries: Array<[number, number]>;
  buckets: Bucket[];
  checks: Check[];
  samples: Sample[];
  faults: Record<string, Record<string, number>>;
  operatorTransactions: number;
  /** At the end: answered by the operator, still PENDING here past 10 minutes, on the stuck list. */
  stuckAnswered: number;
  /** At the end: answered by the operator less than the reconciler's promise ago, still PENDING here. */
  withinPromise: number;
  /** Over the load and the drain: the API processes, the run database's backends, the operators, the bench. */
  cpuSeconds: { api: number; postgres: number; operators: number; bench: number };
  /** pg_stat_database of the run's database over the load and the drain. */
  database: { commits: number; rowsInserted: number; rowsUpdated: number; rowsRead: number };
  serverErrors: Array<[string, number]>;
  loadSeconds: number;
  drainSeconds: number;
  /** After the load, until every payment the operator answered was final here (the drain's limit if it never was). */
  caughtUpS: number;
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : 'n/a');
const ms = (n: number) => (Number.isFinite(n) ? `${fmt(n, n < 10 ? 1 : 0)} ms` : 'n/a');

export interface Goal {
  goal: string;
  figure: string;
  met: boolean | null;
}

/**
 * The same comparison by CPU, which a shared machine disturbs less than the rates: the CPU the product (its API
 * processes and its database backends) spent per SUCCESSFUL repayment over the whole day's mix (reads, polls, loans,
 * the desk, the jobs included), against the CPU PostgreSQL and pgbench spent per pgbench transaction.
 */
export function cpuPerRepayment(f: Figures): { productMs: number; pgbenchMs: number; ratio: number } {
  const productMs = ((f.cpuSeconds.api + f.cpuSeconds.postgres) * 1000) / Math.max(1, f.repay.successful);
  const runs = f.pgbench.filter((r) => r.transactions > 0);
  const pgbenchMs = runs.reduce((s, r) => s + r.postgresCpuMs + r.clientCpuMs, 0) / Math.max(1, runs.length);
  return { productMs, pgbenchMs, ratio: pgbenchMs / productMs };
}

export function goals(f: Figures, rec: Recorder): Goal[] {
  const pg = f.pgbench.reduce((s, r) => s + r.tps, 0) / Math.max(1, f.pgbench.length);
  const quarter = pg / 4;
  const cpu = cpuPerRepayment(f);
  const violations = (kind: RegExp) => [...rec.violations.entries()].filter(([k]) => kind.test(k)).reduce((s, [, v]) => s + v.count, 0);
  const errors = rec.errorCount() + f.serverErrors.reduce((s, [, n]) => s + n, 0);
  // The single samples at minute 10 and at the load's end (the drain's samples, an idle server's, come after it),
  // shown beside the check, which compares five minutes' medians (./soak).
  const tenMin = f.samples.find((s) => s.t >= 600);
  const last = f.samples.findLast((s) => s.t <= f.loadSeconds);
  const soak = soakCheck(f.samples, f.loadSeconds);
  return [
    {
      goal: 'repayments sustained at >= 1/4 of pgbench (same transaction shape)',
      figure:
        `${fmt(f.repay.settledPerSecondAtPeak, 1)}/s settled at the peak (offered ${fmt(f.offeredPeak, 1)}/s) vs ${fmt(quarter, 1)}/s (pgbench ${fmt(pg, 0)} tps / 4): ${fmt((f.repay.settledPerSecondAtPeak / pg) * 100, 1)}% of pgbench. ` +
        `By CPU: ${ms(cpu.productMs)} per repayment against ${ms(cpu.pgbenchMs)} per pgbench transaction (${fmt(cpu.ratio * 100, 1)}%)`,
      met: f.repay.settledPerSecondAtPeak >= quarter,
    },
    { goal: 'p99 submit <= 250 ms at the peak', figure: `${ms(f.submit.p99Peak)} over ${fmt(f.submit.countPeak)} submits`, met: f.submit.p99Peak <= 250 },
    { goal: '0 errors other than documented refusals', figure: `${fmt(errors)} (${fmt(rec.errorCount())} at the client, ${fmt(errors - rec.errorCount())} error lines in the servers' logs)`, met: errors === 0 },
    { goal: '0 money lost or doubled', figure: `${fmt(violations(/lost|doubled|without the operator|without its money|not on its bill|overpaid|amount differs/))} findings`, met: violations(/lost|doubled|without the operator|without its money|not on its bill|overpaid|amount differs/) === 0 },
    { goal: '0 payments unexplained at the end', figure: `${fmt(violations(/unexplained|no payment here|never reached|FAILED without/))}`, met: violations(/unexplained|no payment here|never reached|FAILED without/) === 0 },
    { goal: 'ledger balanced at every check', figure: `${fmt(f.checks.filter((c) => c.ledgerSum !== 0).length)} of ${fmt(f.checks.length)} checks unbalanced; ${fmt(violations(/ledger|balance/))} findings`, met: f.checks.every((c) => c.ledgerSum === 0) && violations(/ledger|balance/) === 0 },
    { goal: 'every payment final or on the stuck list past 10 minutes', figure: `${fmt(violations(/stuck list/))} not listed`, met: violations(/stuck list/) === 0 },
    { goal: "reads never older than the borrower's last answered write", figure: `${fmt(violations(/read older/))} stale reads`, met: violations(/read older/) === 0 },
    {
      goal: 'soak: RSS and connections within 10% of their value after 10 minutes',
      figure: soak ? soakFigure(soak, tenMin, last) : 'n/a (a run of 20 minutes or more)',
      met: soak ? soak.met : null,
    },
  ];
}

function soakFigure(c: SoakCheck, tenMin: Sample | undefined, last: Sample | undefined): string {
  const w = (x: SoakCheck['start']) => `RSS ${x.rssMiB.join(', ')} MiB, fds ${x.fds.join(', ')}, PG connections ${x.pgConnections}`;
  const single = tenMin && last ? `; single samples at ${fmt(tenMin.t, 0)} s and ${fmt(last.t, 0)} s: RSS ${tenMin.rssMiB.join(', ')} -> ${last.rssMiB.join(', ')} MiB, fds ${tenMin.fds.join(', ')} -> ${last.fds.join(', ')}` : '';
  return `medians, ${fmt(c.start.from, 0)}-${fmt(c.start.to, 0)} s (${c.start.samples} samples): ${w(c.start)} -> ${fmt(c.end.from, 0)}-${fmt(c.end.to, 0)} s (${c.end.samples}): ${w(c.end)}; RSS ${c.rssMet ? 'within' : '**not** within'} 10%, connections and fds ${c.connectionsMet ? 'within' : '**not** within'}${single}`;
}

function chart(f: Figures): string {
  const pg = f.pgbench.reduce((s, r) => s + r.tps, 0) / Math.max(1, f.pgbench.length);
  const xMax = f.loadSeconds + f.drainSeconds;
  const perSecond = (b: Bucket) => b.arrivals / 5;
  const apiColours = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728'];
  return lineChart(
    `Payday: ${f.settings.borrowers} borrowers, ${f.settings.processes} API processes, operators ${f.settings.faults ? 'misbehaving' : 'well behaved'}`,
    [
      {
        title: 'Repayments per second',
        unit: 'per second',
        series: [
          { name: 'submitted', colour: '#1f77b4', points: f.buckets.map((b) => [b.t, perSecond(b)]) },
          { name: 'settled (SUCCESSFUL)', colour: '#2ca02c', points: f.settledSeries.map(([t, n]) => [t, n / 5]) },
          { name: 'pgbench / 4', colour: '#d62728', dashed: true, points: [[0, pg / 4], [xMax, pg / 4]] },
        ],
      },
      {
        title: 'Submit latency per 5 s (p50, p99)',
        unit: 'ms',
        series: [
          { name: 'p99', colour: '#d62728', points: f.buckets.filter((b) => b.submits.length > 0).map((b) => [b.t, quantile(b.submits, 0.99)]) },
          { name: 'p50', colour: '#1f77b4', points: f.buckets.filter((b) => b.submits.length > 0).map((b) => [b.t, quantile(b.submits, 0.5)]) },
          { name: 'goal 250 ms', colour: '#999', dashed: true, points: [[0, 250], [xMax, 250]] },
        ],
      },
      {
        title: 'Payments waiting, and waiting past the reconciler’s promise (each check)',
        unit: 'payments',
        series: [
          { name: 'PENDING', colour: '#9467bd', points: f.checks.map((c) => [c.t, c.pending]) },
          { name: 'lagging', colour: '#d62728', points: f.checks.map((c) => [c.t, c.lagging]) },
        ],
      },
      {
        title: 'Resident memory (RSS)',
        unit: 'MiB',
        series: [
          ...(f.samples[0]?.rssMiB ?? []).map((_, i) => ({ name: `API process ${i + 1}`, colour: apiColours[i % 4]!, points: f.samples.map((s): [number, number] => [s.t, s.rssMiB[i]!]) })),
          { name: 'operators', colour: '#8c564b', dashed: true, points: f.samples.map((s): [number, number] => [s.t, s.operatorsRssMiB]) },
        ],
      },
    ],
    xMax,
  );
}

export function writeReport(dir: string, f: Figures, rec: Recorder): { markdown: string; goals: Goal[]; findings: string[] } {
  const g = goals(f, rec);
  const pg = f.pgbench.reduce((s, r) => s + r.tps, 0) / Math.max(1, f.pgbench.length);
  const lagShare = f.checks.length ? f.checks.filter((c) => c.lagging > 0).length / f.checks.length : 0;
  const msgShare = f.checks.length ? f.checks.filter((c) => c.messagesBehind > 0).length / f.checks.length : 0;
  const reads = [...rec.times.entries()].sort((a, b) => b[1].length - a[1].length);
  const first = f.samples[0];
  const last = f.samples.at(-1);
  const lines = [
    `# Payday bench report (${f.startedAt})`,
    '',
    `Command: \`${f.command}\``,
    '',
    `Settings: ${Object.entries(f.settings).map(([k, v]) => `${k} ${v}`).join(', ')}.`,
    `Machine: ${f.machine.cpus} cores; load average ${f.machine.loadBefore} before, ${f.machine.loadAfter} after. ${f.machine.note}`,
    '',
    '## Goals',
    '',
    '| goal | figure | met |',
    '|---|---|---|',
    ...g.map((x) => `| ${x.goal} | ${x.figure} | ${x.met === null ? 'n/a' : x.met ? 'yes' : '**no**'} |`),
    '',
    '## What the system carried, against PostgreSQL on the same machine',
    '',
    '| figure | value |',
    '|---|---|',
    ...f.pgbench.map((r, i) => `| pgbench, a repayment's transaction (${i === 0 ? 'before' : 'after'} the load; ${r.clients} clients, ${r.seconds} s) | ${fmt(r.tps, 0)} tps, ${ms(r.latencyMs)} average; CPU per transaction: PostgreSQL ${ms(r.postgresCpuMs)}, pgbench ${ms(r.clientCpuMs)} |`),
    `| repayments offered at the peak (arrivals) | ${fmt(f.offeredPeak, 1)}/s (${fmt(f.arrivals)} arrivals, ${fmt(f.unserved)} found no borrower ready) |`,
    `| repayments settled per second, peak window ${f.peakWindowS[0]}-${f.peakWindowS[1]} s | ${fmt(f.repay.settledPerSecondAtPeak, 1)}/s (${fmt((f.repay.settledPerSecondAtPeak / pg) * 100, 1)}% of pgbench) |`,
    `| repayments settled per second, whole load | ${fmt(f.repay.settledPerSecondOverall, 1)}/s |`,
    `| submit to settled (SUCCESSFUL), p50 / p99 | ${ms(f.repay.e2eP50Ms)} / ${ms(f.repay.e2eP99Ms)} (peak window: ${ms(f.repay.e2eP50PeakMs)} / ${ms(f.repay.e2eP99PeakMs)}) |`,
    `| submits answered, p50 / p99 | ${fmt(f.submit.count)}: ${ms(f.submit.p50)} / ${ms(f.submit.p99)}; at the peak ${fmt(f.submit.countPeak)}: p99 ${ms(f.submit.p99Peak)} |`,
    `| repayments accepted / SUCCESSFUL / FAILED / still PENDING | ${fmt(f.repay.accepted)} / ${fmt(f.repay.successful)} / ${fmt(f.repay.failed)} / ${fmt(f.repay.pending)} |`,
    `| loans applied for / paid out / payout failed | ${fmt(f.loans['loans applied for'] ?? 0)} / ${fmt(f.loans['loans paid out'] ?? 0)} / ${fmt(f.loans['loans whose payout failed'] ?? 0)} |`,
    `| share of checks with the reconciler lagging (an operator's answer older than the promise, still PENDING here) | ${fmt(lagShare * 100, 1)}% (worst ${fmt(Math.max(0, ...f.checks.map((c) => c.oldestLagS)))} s) |`,
    `| share of checks with messages behind (due > 30 s, unsent) | ${fmt(msgShare * 100, 1)}% |`,
    `| CPU seconds over the load and the drain | API processes ${fmt(f.cpuSeconds.api, 0)}, the run database's PostgreSQL backends ${fmt(f.cpuSeconds.postgres, 0)}, operators ${fmt(f.cpuSeconds.operators, 0)}, load generator and checks ${fmt(f.cpuSeconds.bench, 0)} |`,
    `| CPU per SUCCESSFUL repayment (API + PostgreSQL, the whole day's mix) / per pgbench transaction (PostgreSQL + pgbench) | ${ms(cpuPerRepayment(f).productMs)} / ${ms(cpuPerRepayment(f).pgbenchMs)}: on two free cores about ${fmt(2000 / cpuPerRepayment(f).productMs, 0)} repayments/s against ${fmt(2000 / cpuPerRepayment(f).pgbenchMs, 0)} tps |`,
    `| the run database's commits / rows inserted / updated / read, per SUCCESSFUL repayment (the checks' reads included; a pgbench transaction is 1 commit) | ${fmt(f.database.commits / Math.max(1, f.repay.successful), 1)} / ${fmt(f.database.rowsInserted / Math.max(1, f.repay.successful), 1)} / ${fmt(f.database.rowsUpdated / Math.max(1, f.repay.successful), 1)} / ${fmt(f.database.rowsRead / Math.max(1, f.repay.successful), 0)} |`,
    `| after the load, until every payment the operator answered was final here | ${fmt(f.caughtUpS, 0)} s |`,
    `| at the end: answered by the operator, still PENDING here: past 10 minutes (on the stuck list) / within the reconciler's promise | ${fmt(f.stuckAnswered)} / ${fmt(f.withinPromise)} |`,
    `| RSS (MiB) at the start / end | API ${first?.rssMiB.join(', ')} / ${last?.rssMiB.join(', ')}; operators ${first?.operatorsRssMiB} / ${last?.operatorsRssMiB} |`,
    `| PostgreSQL connections to the run's database / Redis clients (start, end) | ${first?.pgConnections}, ${last?.pgConnections} / ${first?.redisClients ?? 'n/a'}, ${last?.redisClients ?? 'n/a'} |`,
    `| jobs (runs that ran, seconds, failed; every process) | ${Object.entries(last?.jobs ?? {}).map(([k, v]) => `${k}: ${fmt(v.ran)}, ${fmt(v.seconds, 1)} s, ${fmt(v.failed)}`).join('; ')} |`,
    '',
    '![payday chart](payday.svg)',
    '',
    '## Calls (client-side times)',
    '',
    '| call | count | p50 | p99 |',
    '|---|---|---|---|',
    ...reads.map(([k, v]) => `| ${k} | ${fmt(v.length)} | ${ms(quantile(v, 0.5))} | ${ms(quantile(v, 0.99))} |`),
    '',
    '## Documented refusals',
    '',
    ...(rec.refusals.size === 0 ? ['none'] : [...rec.refusals.entries()].map(([k, n]) => `- ${k}: ${fmt(n)}`)),
    '',
    '## Errors',
    '',
    ...(rec.errors.size === 0 && f.serverErrors.length === 0 ? ['none'] : [...[...rec.errors.entries()].map(([k, e]) => `- client: ${k}: ${fmt(e.count)} (e.g. ${e.example})`), ...f.serverErrors.map(([k, n]) => `- server log: ${k}: ${fmt(n)}`)]),
    '',
    '## Invariant findings',
    '',
    ...(rec.violations.size === 0 ? [`none, in ${fmt(f.checks.length)} checks (the last one over the whole run)`] : [...rec.violations.entries()].map(([k, v]) => `- **${k}**: ${fmt(v.count)}; e.g. ${v.examples.join('; ')}`)),
    '',
    '## Faults the operators injected',
    '',
    `Operator transactions: ${fmt(f.operatorTransactions)}.`,
    '',
    '| | MTN | Airtel |',
    '|---|---|---|',
    ...Object.keys(f.faults.mtn ?? {}).map((k) => `| ${k} | ${fmt(f.faults.mtn![k]!)} | ${fmt(f.faults.airtel?.[k] ?? 0)} |`),
    '',
  ];
  const markdown = lines.join('\n');
  writeFileSync(path.join(dir, 'report.md'), markdown);
  writeFileSync(path.join(dir, 'payday.svg'), chart(f));
  writeFileSync(path.join(dir, 'figures.json'), JSON.stringify({ ...f, buckets: f.buckets.map((b) => ({ ...b, submits: b.submits.length })) }, null, 1));
  const findings = [...rec.violations.entries()].map(([k, v]) => `finding: ${k}: ${v.count}; e.g. ${v.examples[0]}`);
  const errors = [...rec.errors.entries()].map(([k, e]) => `error: ${k}: ${e.count}`);
  return { markdown, goals: g, findings: [...findings, ...errors, ...f.serverErrors.map(([k, n]) => `server error: ${k}: ${n}`)] };
}
