import type { MessageEngine } from './service';

/**
 * The message job's in-process timer (docs/decisions/0023-message-jobs.md): every `intervalMs` each process tries;
 * the Redis lease lets one of them run per interval, the advisory lock keeps the day's collection single, and the
 * claims (FOR UPDATE SKIP LOCKED) and the unique key keep every message single even when two run at once.
 */
export function startMessageJob(opts: {
  engine: MessageEngine;
  intervalMs: number;
  log: (msg: string, err?: unknown) => void;
  lease?: (job: string, ms: number) => Promise<boolean>;
  onRun?: (job: string, outcome: 'ran' | 'skipped' | 'failed', seconds: number) => void;
}) {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    const started = performance.now();
    const done = (outcome: 'ran' | 'skipped' | 'failed') => opts.onRun?.('message job', outcome, (performance.now() - started) / 1000);
    const leased = opts.lease ? opts.lease('message job', Math.floor(opts.intervalMs * 0.9)) : Promise.resolve(true);
    leased
      .then((mine) => (mine ? opts.engine.runJob() : null))
      .then(
        (result) => done(result === null || !result.ran ? 'skipped' : 'ran'),
        (err: unknown) => {
          done('failed');
          opts.log('message job failed', err);
        },
      )
      .finally(() => {
        running = false;
      });
  };
  setTimeout(run, 2_500).unref();
  const timer = opts.intervalMs > 0 ? setInterval(run, opts.intervalMs) : null;
  timer?.unref();
  /** Receipts go at once: a notify asks for a dispatch soon after (the payment's transaction has committed by then). */
  const kick = () => {
    setTimeout(() => {
      opts.engine.dispatch().catch((err: unknown) => opts.log('message dispatch failed', err));
    }, 200).unref();
  };
  return { stop: () => timer && clearInterval(timer), kick };
}
