import fp from 'fastify-plugin';

import { type AccrualRun, runAccrualJob } from './accrual';
import { type ProvisionRun, runProvisioningJob } from './provisioning';

export interface BooksJobsOptions {
  /** Run both jobs on a timer (with a lease shared by every process); off in tests, which call them by hand. */
  jobs: boolean;
  intervalMs: number;
}

/** The books' date jobs by hand (tests, the sandbox clock). */
export interface BooksJobsDoor {
  accrue(): Promise<AccrualRun[]>;
  provision(): Promise<ProvisionRun[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    booksJobs: BooksJobsDoor;
  }
}

/**
 * The books' month-end jobs (docs/books.md): the daily fee accrual (accrual.ts, decision 0062) and the month-end
 * provision with income in suspense (provisioning.ts). Both decide by business time (config.now), are idempotent and
 * catch up what was skipped, so the sandbox clock and the demo portfolio run them after the loan jobs (dateJobs), and
 * a timer runs them when the jobs are on. No staff calls: the period close, statements and export are `plugin.ts`'s.
 */
export const booksJobs = fp<BooksJobsOptions>(
  async (app, opts) => {
    const now = app.appConfig.now;
    const door: BooksJobsDoor = { accrue: () => runAccrualJob(app.db, now), provision: () => runProvisioningJob(app.db, now) };
    app.decorate('booksJobs', door);
    // After the overdue and collections jobs (registered before): the accrual first, so a month end's suspense reads
    // the fee earned through its last day.
    app.extensions.dateJobs.push({ name: 'fee accrual job', run: door.accrue });
    app.extensions.dateJobs.push({ name: 'provisioning job', run: door.provision });
    if (!opts.jobs) return;
    let running = false;
    const tick = async () => {
      if (running || !(await app.kv.setIfAbsent('job-lease:books-jobs', String(process.pid), Math.floor(opts.intervalMs * 0.9)))) return;
      running = true;
      for (const [name, run] of [['fee accrual job', door.accrue], ['provisioning job', door.provision]] as const) {
        const started = performance.now();
        try {
          await run();
          app.metrics?.jobRun(name, 'ran', (performance.now() - started) / 1000);
        } catch (err) {
          app.metrics?.jobRun(name, 'failed', (performance.now() - started) / 1000);
          app.log.error({ err }, `${name} failed`);
        }
      }
      running = false;
    };
    const timer = setInterval(() => void tick().catch((err: unknown) => app.log.error({ err }, 'books jobs failed')), opts.intervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'books-jobs', dependencies: ['lending'] },
);
