/**
 * Lending's overdue job at scale (docs/performance.md, "The overdue job batch by batch"): on RISK_DATABASE_URL (a
 * database the risk bench filled; the job's penalties are committed), three runs, each `days` ahead of the one before:
 *
 * 1. the day's first run as one transaction over every late bill (`runOverdueJob` with a batch larger than the late
 *    bills: how the job ran before, every late bill locked until the end);
 * 2. the next day's first run in batches (`OVERDUE_BATCH` bills a transaction, the job as it runs now);
 * 3. the same day an hour later (the job runs hourly): the bills with nothing left to do are not read;
 * 4. the day after, one transaction again: the same work as the batches' day (one more penalty day a bill), as before.
 *
 * Beside each run a probe does what a repayment does to its bill, every 50 ms on a connection of its own: a late bill
 * (one at random) locked `for update` in a transaction, then committed. Its waits are reported (median, p99, longest).
 *
 *   cd apps/api && RISK_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> npx tsx bench/risk/overdue-job.ts [days]
 */
import { sql } from 'drizzle-orm';

import { lusakaDate } from '@pocket/contracts/lusaka-date';

import { closeDb, createDb, type Db } from '../../src/db/client';
import { selectRows } from '../../src/db/rows';
import { OVERDUE_BATCH, runOverdueJob } from '../../src/modules/lending/plugin';
import { riskConfig } from '../config.mjs';
import { ms, out, quantile, seconds } from './measure';

const days = Number(process.argv.slice(2).find((a) => a !== '--') ?? 1);
if (!riskConfig.databaseUrl) throw new Error('RISK_DATABASE_URL: a database the risk bench filled');
const db = await createDb({ databaseUrl: riskConfig.databaseUrl, dataDir: '', poolSize: 4, as: 'owner' });
const probeDb = await createDb({ databaseUrl: riskConfig.databaseUrl, dataDir: '', poolSize: 1, as: 'owner' });
const DAY = 86_400_000;

const late = await selectRows<{ id: number | string }>(db, sql`select id from loan_plans where status <> 'SETTLED' and due_date < ${lusakaDate(new Date())} order by id`);
const ids = late.map((r) => Number(r.id));
out(`late bills: ${ids.length.toLocaleString('en')}`);

/** A repayment's lock of a random late bill, every 50 ms until `until` settles: each wait in milliseconds. */
async function probe(until: Promise<unknown>, on: Db): Promise<number[]> {
  let over = false;
  void until.finally(() => (over = true));
  const waits: number[] = [];
  while (!over && ids.length > 0) {
    const id = ids[Math.floor(Math.random() * ids.length)]!;
    const t = performance.now();
    await on.transaction(async (tx) => void (await tx.execute(sql`select id from loan_plans where id = ${id} for update`)));
    waits.push(performance.now() - t);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return waits.sort((a, b) => a - b);
}

async function measured(name: string, at: number, batch: number) {
  const t = performance.now();
  const job = runOverdueJob(db, () => at, batch);
  const waits = await probe(job, probeDb);
  const result = await job;
  const took = performance.now() - t;
  out(
    `${name.padEnd(52)} ${seconds(took).padStart(8)}  bills ${result.plans.toLocaleString('en').padStart(8)}  penalties ${result.penalties.toLocaleString('en').padStart(8)}  ` +
      `a repayment's lock: ${waits.length} tries, median ${ms(quantile(waits, 0.5))} ms, p99 ${ms(quantile(waits, 0.99))} ms, longest ${ms(waits.at(-1) ?? NaN)} ms`,
  );
}

const start = Date.now() + days * DAY;
await measured('first run of a day, one transaction (as before)', start, Number.MAX_SAFE_INTEGER);
await measured(`next day's first run, ${OVERDUE_BATCH} bills a transaction`, start + DAY, OVERDUE_BATCH);
await measured('the same day an hour later', start + DAY + 3_600_000, OVERDUE_BATCH);
// The same work as the batches' day (one more penalty day a bill), as one transaction again: the like-for-like before.
await measured('the day after, one transaction again (as before)', start + 2 * DAY, Number.MAX_SAFE_INTEGER);
await closeDb(db);
await closeDb(probeDb);
