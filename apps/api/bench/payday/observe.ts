/**
 * What the payday bench watches besides the books: each API process's resident memory and open file descriptors
 * (/proc), its job runs from /metrics (the reconciler's and the message job's runs and time), the database's
 * connections to the run's database and Redis's clients on the run's Redis database, and the CPU each part took.
 */
import { readdirSync, readFileSync } from 'node:fs';

import type pg from 'pg';

export interface Sample {
  /** Seconds since the start of the load. */
  t: number;
  rssMiB: number[];
  fds: number[];
  pgConnections: number;
  redisClients: number | null;
  operatorsRssMiB: number;
  benchRssMiB: number;
  /** Per job, over every process: runs that ran (not skipped) and the seconds they took, so far. */
  jobs: Record<string, { ran: number; seconds: number; failed: number }>;
  /** The event loop's p99 lag per process (ms). */
  loopLagMs: number[];
}

export function rssMiB(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

export function openFds(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return 0;
  }
}

/** User + system CPU seconds of a process so far (/proc/<pid>/stat, clock ticks of 1/100 s). */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds a changing set of processes used between the first and the last look (PostgreSQL's backends of one
 * database come and go): a process first seen after the start counts from zero.
 */
export class CpuTracker {
  readonly #first = new Map<number, number>();
  readonly #last = new Map<number, number>();
  #looks = 0;
  /** `fromZero`: every process counts from zero (they all started after the work began). */
  constructor(private readonly fromZero = false) {}

  look(pids: number[]): void {
    for (const pid of pids) {
      const c = cpuSeconds(pid);
      if (!this.#first.has(pid)) this.#first.set(pid, this.#looks === 0 && !this.fromZero ? c : 0);
      if (c > 0) this.#last.set(pid, c);
    }
    this.#looks += 1;
  }

  seconds(): number {
    let total = 0;
    for (const [pid, last] of this.#last) total += last - (this.#first.get(pid) ?? 0);
    return total;
  }
}

/** The backends serving one database (their pids), the asking session's own left out. */
export async function backendPids(db: pg.Client, database: string): Promise<number[]> {
  const rows = (await db.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database])).rows as Array<{ pid: number }>;
  return rows.map((r) => r.pid);
}

/** CPU seconds of every `postgres` process on the machine (the server is shared with other work: an upper bound). */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuSeconds(Number(entry));
    } catch {
      // gone
    }
  }
  return total;
}

/** The job figures of one process's /metrics text. */
export function jobFigures(text: string): { jobs: Sample['jobs']; loopLagMs: number } {
  const jobs: Sample['jobs'] = {};
  const get = (job: string) => (jobs[job] ??= { ran: 0, seconds: 0, failed: 0 });
  for (const line of text.split('\n')) {
    let m = /^pocket_job_runs_total\{job="([^"]+)",outcome="(ran|failed)"\} ([\d.e+]+)/.exec(line);
    if (m) {
      if (m[2] === 'ran') get(m[1]!).ran += Number(m[3]);
      else get(m[1]!).failed += Number(m[3]);
      continue;
    }
    m = /^pocket_job_duration_seconds_sum\{job="([^"]+)"\} ([\d.e+-]+)/.exec(line);
    if (m) get(m[1]!).seconds += Number(m[2]);
  }
  const lag = /^nodejs_eventloop_lag_p99_seconds(?:\{[^}]*\})? ([\d.e+-]+)/m.exec(text);
  return { jobs, loopLagMs: lag ? Number(lag[1]) * 1000 : 0 };
}

export async function sample(opts: {
  t: number;
  pids: number[];
  urls: string[];
  metricsToken: string;
  db: pg.Client;
  database: string;
  redisClients: () => Promise<number | null>;
  operatorsPid: number;
}): Promise<Sample> {
  const jobs: Sample['jobs'] = {};
  const loopLagMs: number[] = [];
  for (const url of opts.urls) {
    try {
      // A saturated process may answer late: a sample never waits more than 10 s for it.
      const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${opts.metricsToken}` }, signal: AbortSignal.timeout(10_000) });
      const figures = jobFigures(await res.text());
      loopLagMs.push(Math.round(figures.loopLagMs));
      for (const [job, f] of Object.entries(figures.jobs)) {
        const j = (jobs[job] ??= { ran: 0, seconds: 0, failed: 0 });
        j.ran += f.ran;
        j.seconds += f.seconds;
        j.failed += f.failed;
      }
    } catch {
      loopLagMs.push(-1);
    }
  }
  const [conns] = (await opts.db.query('select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [opts.database])).rows as Array<{ n: number }>;
  return {
    t: opts.t,
    rssMiB: opts.pids.map(rssMiB),
    fds: opts.pids.map(openFds),
    pgConnections: conns!.n,
    redisClients: await opts.redisClients(),
    operatorsRssMiB: rssMiB(opts.operatorsPid),
    benchRssMiB: Math.round(process.memoryUsage().rss / 1048576),
    jobs,
    loopLagMs,
  };
}
