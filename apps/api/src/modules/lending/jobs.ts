import { and, asc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';

import { addDays, type BusinessDate, lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db, Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { book } from '../../ledger/posting';
import type { PaymentEngine } from '../payments/plugin';
import { penaltiesDue } from './domain/penalty';
import { penalty } from './postings';
import { getProduct, planColumns, planState } from './repo';
import { loanPlans } from './schema';
import { refreshOrder } from './settlement';

/** Status queries the reconciler has in flight at once. */
export const RECONCILE_CONCURRENCY = 8;

/** Key of the PostgreSQL advisory lock that makes the overdue job run once across processes. */
export const OVERDUE_LOCK_KEY = 7_310_001;

/**
 * Late bills one transaction of the overdue job charges, and so holds locked, at most: a repayment of one of them waits
 * for that batch, not for the whole run. A bill is some 6-10 ms of the job's statements (its penalty's entry and
 * lines, the bill, its order) on a busy 2-core machine, so a batch holds its bills for about half a second (a
 * repayment's lock measured at p99 234-240 ms, longest 548 ms: docs/performance.md, "The overdue job batch by batch").
 */
export const OVERDUE_BATCH = 50;

/**
 * Charges overdue penalties up to today and moves late bills (and their orders) to OVERDUE. Idempotent per day:
 * each day's penalty has its own ledger reference and the plan remembers the last day charged.
 *
 * Only the bills with something to do are read: late, open, of a loan not written off, and not yet OVERDUE or not yet
 * charged through today with their penalty below its cap (a capped bill is left as it is: `capped`). The job runs
 * hourly; a later run of the day finds none and writes nothing (it rewrote and locked every late bill each hour).
 * Those bills are worked `batch` at a time by id, each batch in a transaction of its own (the advisory lock, the bills
 * locked, their penalties booked, their orders refreshed), so a repayment never waits for more than one batch. A run whose next batch finds the lock held stops there: another process is running
 * the job, and the bills it did not reach are charged by that run or the next (a bill's penalty days are counted from
 * the last day charged, each booked once by its reference, whichever run books it).
 */
export async function runOverdueJob(db: Db, now: () => number, batch = OVERDUE_BATCH): Promise<{ ran: boolean; plans: number; penalties: number }> {
  const at = new Date(now());
  const today = lusakaDate(at);
  const totals = { ran: false, plans: 0, penalties: 0 };
  for (let after = 0; ; ) {
    const done = await db.transaction((tx) => chargeBatch(tx, today, at, after, batch));
    if (!done) return totals;
    totals.ran = true;
    totals.plans += done.plans;
    totals.penalties += done.penalties;
    if (done.last === null || done.plans < batch) return totals;
    after = done.last;
  }
}

/**
 * The bill's penalty is at its cap (`penaltiesDue`: a share of the bill's principal, `percentOf` half up, of the
 * product version the loan was made on). A bill's principal due and its loan's product never change while it is open,
 * and its penalty due only grows, so a capped bill has no penalty day left to charge: the job leaves it unwritten
 * rather than moving its `penalty_through` to each new day (the write was every long-late bill every day, and made
 * every late loan look changed to the collections job each morning: docs/collections.md, "The daily job").
 */
const capped = sql`(${loanPlans.penaltyDue} >= (select (${loanPlans.principalDue} * pr.penalty_cap_bp + 5000) / 10000
  from loan_orders o join loan_products pr on pr.id = o.product_id where o.id = ${loanPlans.orderId}))`;

/** One batch of the overdue job (`runOverdueJob`): null when another process holds the job's lock. */
async function chargeBatch(tx: Tx, today: BusinessDate, at: Date, after: number, batch: number): Promise<{ plans: number; penalties: number; last: number | null } | null> {
  const [lock] = await selectRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${OVERDUE_LOCK_KEY}) as locked`);
  if (!lock?.locked) return null;
  const late = await tx
    .select()
    .from(loanPlans)
    .where(
      and(
        ne(loanPlans.status, 'SETTLED'),
        lt(loanPlans.dueDate, today),
        gt(loanPlans.id, after),
        or(ne(loanPlans.status, 'OVERDUE'), eq(loanPlans.wasOverdue, false), and(or(isNull(loanPlans.penaltyThrough), lt(loanPlans.penaltyThrough, today)), sql`not ${capped}`)),
        sql`not exists (select 1 from loan_orders o where o.id = ${loanPlans.orderId} and o.written_off_at is not null)`,
      ),
    )
    .orderBy(asc(loanPlans.id))
    .limit(batch)
    .for('update');
  let penalties = 0;
  const orders = new Set<number>();
  for (const plan of late) {
    const state = planState(plan);
    const [order] = await selectRows<{ product_id: number; written_off_at: unknown }>(tx, sql`select product_id, written_off_at from loan_orders where id = ${plan.orderId}`);
    // A written-off loan is no longer charged (docs/adjustments.md). Asked again once the bill is locked: the select
    // left out the loans written off by its snapshot, and a write-off may have committed since.
    if (order?.written_off_at != null) continue;
    const product = await getProduct(tx, Number(order?.product_id));
    if (!product) continue;
    for (const a of penaltiesDue(state, product, today)) {
      if (await book(tx, penalty, `penalty:plan:${plan.id}:${a.date}`, { planId: plan.id, amount: a.amount }, at)) {
        state.due.penalty += a.amount;
        penalties += 1;
      }
    }
    state.penaltyThrough = today;
    await tx.update(loanPlans).set({ ...planColumns(state), status: 'OVERDUE', wasOverdue: true }).where(eq(loanPlans.id, plan.id));
    orders.add(plan.orderId);
  }
  for (const id of orders) await refreshOrder(tx, id, at);
  return { plans: late.length, penalties, last: late.at(-1)?.id ?? null };
}

/** In-process timers for the reconciler and the overdue job; stopped when the app closes. */
export function startLendingJobs(opts: {
  db: Db;
  engine: PaymentEngine;
  now: () => number;
  reconcileMs: number;
  overdueMs: number;
  log: (msg: string, err?: unknown) => void;
  /** Counts each run for /metrics ('skipped' when another process held the job's lock or lease). */
  onRun?: (job: string, outcome: 'ran' | 'skipped' | 'failed', seconds: number) => void;
  /** A lease shared by every process (Redis): true when this process may run the job in this interval. */
  lease?: (job: string, ms: number) => Promise<boolean>;
}) {
  const timers: NodeJS.Timeout[] = [];
  const guard = (name: string, fn: () => Promise<unknown>, everyMs: number) => {
    let running = false;
    return () => {
      const started = performance.now();
      const done = (outcome: 'ran' | 'skipped' | 'failed') => opts.onRun?.(name, outcome, (performance.now() - started) / 1000);
      // A run still going when its next tick comes: the tick is skipped (runs of one process never overlap).
      if (running) return done('skipped');
      running = true;
      // Across N processes each job runs once per interval (the lease), and never twice at once (the advisory lock).
      const leased = opts.lease && everyMs > 0 ? opts.lease(name, Math.floor(everyMs * 0.9)) : Promise.resolve(true);
      leased
        .then((mine) => (mine ? fn() : { ran: false }))
        .then(
          (result) => done((result as { ran?: boolean } | undefined)?.ran === false ? 'skipped' : 'ran'),
          (err: unknown) => {
            done('failed');
            opts.log(`${name} failed`, err);
          },
        )
        .finally(() => {
          running = false;
        });
    };
  };
  // Payments PENDING for more than 10 s, 8 asked at once, none started after 80% of the interval: a run ends before
  // the next one may start on another process (the lease is 90% of the interval).
  const reconcile = guard('reconciler', () => opts.engine.reconcile(10_000, { concurrency: RECONCILE_CONCURRENCY, budgetMs: opts.reconcileMs > 0 ? opts.reconcileMs * 0.8 : undefined }), opts.reconcileMs);
  const overdue = guard('overdue job', () => runOverdueJob(opts.db, opts.now), opts.overdueMs);
  // At start: resolve whatever a previous process left PENDING (a crash between the provider call and its answer).
  setTimeout(reconcile, 1_000).unref();
  setTimeout(overdue, 2_000).unref();
  if (opts.reconcileMs > 0) timers.push(setInterval(reconcile, opts.reconcileMs));
  if (opts.overdueMs > 0) timers.push(setInterval(overdue, opts.overdueMs));
  for (const t of timers) t.unref();
  return () => timers.forEach(clearInterval);
}

/** Sandbox only: moves an open loan's dates `days` into the past, then charges what is now overdue. */
export async function ageLoan(db: Db, now: () => number, orderId: number, days: number): Promise<boolean> {
  const found = await db.transaction(async (tx) => {
    const plans = await tx.select().from(loanPlans).where(eq(loanPlans.orderId, orderId)).for('update');
    if (plans.length === 0) return false;
    for (const p of plans) {
      const shift = (d: string | null) => (d === null ? null : addDays(d, -days));
      await tx.update(loanPlans).set({ dueDate: shift(p.dueDate)!, penaltyThrough: shift(p.penaltyThrough) }).where(eq(loanPlans.id, p.id));
    }
    await tx.execute(sql`update loan_orders set disbursed_at = disbursed_at - make_interval(days => ${days}), created_at = created_at - make_interval(days => ${days}) where id = ${orderId}`);
    return true;
  });
  if (found) await runOverdueJob(db, now);
  return found;
}
