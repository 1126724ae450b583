/** The run's figures, from what the day recorded and from the database (submit to settled, rates per window). */
import { cpus, loadavg } from 'node:os';

import type pg from 'pg';

import type { DayResult } from './day';
import { peakWindow, type Shape } from './load';
import type { PgbenchResult } from './pgbench';
import { quantile } from './record';
import type { Figures } from './report';

export const loadAverage = () => loadavg().map((l) => l.toFixed(1)).join(', ');

/** Settlement from the database: the borrower's submit instant to finalized_at, rates in the peak window, the series. */
export async function repaymentFigures(db: pg.Client, base: number, day: DayResult, [p0, p1]: [number, number]) {
  const rows = (await db.query(`select reference, status, extract(epoch from finalized_at) * 1000 as at from payments where id > $1 and kind = 'REPAY'`, [base])).rows as Array<{ reference: string; status: string; at: string | null }>;
  const ok = rows.filter((r) => r.status === 'SUCCESSFUL');
  const e2e = ok
    .map((r) => {
      const sent = day.submittedAt.get(r.reference) ?? Number.NaN;
      return { t: (sent - day.startedAt) / 1000, ms: Number(r.at) - sent, at: (Number(r.at) - day.startedAt) / 1000 };
    })
    .filter((x) => Number.isFinite(x.ms));
  const inPeak = e2e.filter((x) => x.t >= p0 && x.t < p1);
  const series = new Map<number, number>();
  for (const x of e2e) series.set(Math.floor(x.at / 5) * 5, (series.get(Math.floor(x.at / 5) * 5) ?? 0) + 1);
  const lastAt = Math.max(1, ...e2e.map((x) => x.at));
  return {
    repay: {
      accepted: rows.length,
      successful: ok.length,
      failed: rows.filter((r) => r.status === 'FAILED').length,
      pending: rows.filter((r) => r.status === 'PENDING').length,
      settledPerSecondAtPeak: e2e.filter((x) => x.at >= p0 && x.at < p1).length / Math.max(1, p1 - p0),
      settledPerSecondOverall: ok.length / lastAt,
      e2eP50Ms: quantile(e2e.map((x) => x.ms), 0.5),
      e2eP99Ms: quantile(e2e.map((x) => x.ms), 0.99),
      e2eP50PeakMs: quantile(inPeak.map((x) => x.ms), 0.5),
      e2eP99PeakMs: quantile(inPeak.map((x) => x.ms), 0.99),
    },
    series: [...series.entries()].sort((a, b) => a[0] - b[0]) as Array<[number, number]>,
  };
}

export async function figuresOf(o: {
  db: pg.Client;
  day: DayResult;
  basePaymentId: number;
  shape: Shape;
  seconds: number;
  peak: number;
  settings: Figures['settings'];
  loadBefore: string;
  command: string;
  pgbench: PgbenchResult[];
  faults: Figures['faults'];
  serverErrors: Figures['serverErrors'];
}): Promise<Figures> {
  const { day } = o;
  const [p0, p1] = peakWindow(o.shape).map((x) => x * o.seconds) as [number, number];
  const repayments = await repaymentFigures(o.db, o.basePaymentId, day, [p0, p1]);
  const submits = day.rec.buckets.flatMap((b) => b.submits);
  const peakSubmits = day.rec.buckets.filter((b) => b.t >= p0 && b.t < p1).flatMap((b) => b.submits);
  return {
    command: o.command,
    startedAt: new Date(day.startedAt).toISOString(),
    settings: o.settings,
    machine: { cpus: cpus().length, loadBefore: o.loadBefore, loadAfter: loadAverage(), note: 'Shared with other work: figures move with it.' },
    pgbench: o.pgbench,
    peakWindowS: [p0, p1],
    offeredPeak: o.peak,
    arrivals: day.load.arrivals,
    unserved: day.load.unserved,
    repay: repayments.repay,
    submit: { count: submits.length, p50: quantile(submits, 0.5), p99: quantile(submits, 0.99), countPeak: peakSubmits.length, p99Peak: quantile(peakSubmits, 0.99) },
    loans: Object.fromEntries(day.rec.counts),
    settledSeries: repayments.series,
    buckets: day.rec.buckets,
    checks: day.checker.checks,
    samples: day.samples,
    faults: o.faults,
    operatorTransactions: day.operatorTransactions,
    stuckAnswered: day.checker.stuckAnswered,
    withinPromise: day.checker.withinPromise,
    cpuSeconds: day.cpu,
    database: day.database,
    serverErrors: o.serverErrors,
    loadSeconds: o.seconds,
    drainSeconds: (day.endedAt - day.startedAt) / 1000 - o.seconds,
    caughtUpS: day.caughtUpS,
  };
}
