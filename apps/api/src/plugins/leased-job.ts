export interface LeasedJobOptions {
  /** The job's name in the lease key, the metrics and the log. */
  name: string;
  intervalMs: number;
  /** The first run, this long after start (none before the first interval when undefined). */
  firstAfterMs?: number;
  log: (msg: string, err?: unknown) => void;
  /** Redis lease: one process of several runs per interval. */
  lease?: (job: string, ms: number) => Promise<boolean>;
  onRun?: (job: string, outcome: 'ran' | 'skipped' | 'failed', seconds: number) => void;
}

/**
 * An in-process timer for a job every process starts (docs/decisions/0023-message-jobs.md): each tick one run at a
 * time, and only the process that takes the lease (90 % of the interval) runs it; `work` answers whether it did
 * anything (a skip otherwise).
 */
export function startLeasedJob(opts: LeasedJobOptions, work: () => Promise<boolean>) {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    const started = performance.now();
    const done = (outcome: 'ran' | 'skipped' | 'failed') => opts.onRun?.(opts.name, outcome, (performance.now() - started) / 1000);
    const leased = opts.lease ? opts.lease(opts.name, Math.floor(opts.intervalMs * 0.9)) : Promise.resolve(true);
    leased
      .then((mine) => (mine ? work() : false))
      .then(
        (ran) => done(ran ? 'ran' : 'skipped'),
        (err: unknown) => {
          done('failed');
          opts.log(`${opts.name} failed`, err);
        },
      )
      .finally(() => {
        running = false;
      });
  };
  const first = opts.firstAfterMs === undefined ? null : setTimeout(run, opts.firstAfterMs);
  first?.unref();
  const timer = opts.intervalMs > 0 ? setInterval(run, opts.intervalMs) : null;
  timer?.unref();
  return {
    stop: () => {
      if (first) clearTimeout(first);
      if (timer) clearInterval(timer);
    },
  };
}
