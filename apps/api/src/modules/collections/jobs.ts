import type { Db } from '../../db/client';
import { type CaseJobResult, runCollectionsJob } from './cases';
import type { CollectionsSettings } from './settings';

/** The collections job on a timer (a lease shared by every process, then the advisory lock); stopped when the app closes. */
export function startCollectionsJob(opts: {
  db: Db;
  now: () => number;
  settings: CollectionsSettings;
  everyMs: number;
  lease: (job: string, ms: number) => Promise<boolean>;
  log: (msg: string, err?: unknown) => void;
  onRun?: (job: string, outcome: 'ran' | 'skipped' | 'failed', seconds: number) => void;
}): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    const started = performance.now();
    const done = (outcome: 'ran' | 'skipped' | 'failed') => opts.onRun?.('collections job', outcome, (performance.now() - started) / 1000);
    opts
      .lease('collections-job', Math.floor(opts.everyMs * 0.9))
      .then((mine): Promise<CaseJobResult | { ran: false }> => (mine ? runCollectionsJob(opts.db, opts.now, opts.settings) : Promise.resolve({ ran: false })))
      .then(
        (r) => done(r.ran ? 'ran' : 'skipped'),
        (err: unknown) => {
          done('failed');
          opts.log('collections job failed', err);
        },
      )
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(tick, 3_000);
  first.unref();
  const timer = setInterval(tick, opts.everyMs);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
