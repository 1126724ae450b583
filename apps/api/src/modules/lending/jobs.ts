import { and, asc, eq, lt, ne, sql } from 'drizzle-orm';

import { addDays, lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db } from '../../db/client';
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
 * Charges overdue penalties up to today and moves late bills (and their orders) to OVERDUE. Idempotent per day:
 * each day's penalty has its own ledger reference and the plan remembers the last day charged.
 */
export async function runOverdueJob(db: Db, now: () => number): Promise<{ ran: boolean; plans: number; penalties: number }> {
  const at = new Date(now());
  const today = lusakaDate(at);
  return db.transaction(async (tx) => {
    const [lock] = await selectRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${OVERDUE_LOCK_KEY}) as locked`);
    if (!lock?.locked) return { ran: false, plans: 0, penalties: 0 };
    const late = await tx
      .select()
      .from(loanPlans)
      .where(and(ne(loanPlans.status, 'SETTLED'), lt(loanPlans.dueDate, today)))
      .orderBy(asc(loanPlans.id))
      .for('update');
    let penalties = 0;
    const orders = new Set<number>();
    for (const plan of late) {
      const state = planState(plan);
      const [order] = await selectRows<{ product_id: number; written_off_at: unknown }>(tx, sql`select product_id, written_off_at from loan_orders where id = ${plan.orderId}`);
      // A written-off loan is no longer charged (docs/adjustments.md).
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
    return { ran: true, plans: late.length, penalties };
  });
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
