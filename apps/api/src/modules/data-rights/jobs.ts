import type { DataExports } from './exports.service';

/**
 * The export job's in-process timer, on the pattern of the message job (docs/decisions/0023-message-jobs.md): the
 * Redis lease lets one process run per interval, the claims (FOR UPDATE SKIP LOCKED) keep every export prepared once
 * even when two run at once; a new request asks for a run soon after it was recorded.
 */
export function startExportJob(opts: {
  exports: () => DataExports;
  intervalMs: number;
  log: (msg: string, err?: unknown) => void;
  lease?: (job: string, ms: number) => Promise<boolean>;
  onRun?: (job: string, outcome: 'ran' | 'skipped' | 'failed', seconds: number) => void;
}) {
  let running = false;
  let again = false;
  const run = (leased: boolean) => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const started = performance.now();
    const done = (outcome: 'ran' | 'skipped' | 'failed') => opts.onRun?.('data export job', outcome, (performance.now() - started) / 1000);
    const mine = leased && opts.lease ? opts.lease('data export job', Math.floor(opts.intervalMs * 0.9)) : Promise.resolve(true);
    mine
      .then((go) => (go ? opts.exports().prepareDue() : null))
      .then(
        (result) => done(result === null ? 'skipped' : 'ran'),
        (err: unknown) => {
          done('failed');
          opts.log('data export job failed', err);
        },
      )
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run(false);
        }
      });
  };
  const timer = setInterval(() => run(true), opts.intervalMs);
  timer.unref();
  /** A new request: prepared at once by this process (the claim keeps it single across processes). */
  const kick = () => setTimeout(() => run(false), 100).unref();
  return { stop: () => clearInterval(timer), kick };
}
