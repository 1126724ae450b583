import { sql } from 'drizzle-orm';

import type { CaseCloseReason } from '@pocket/contracts/api/staff';
import { lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db, Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { oldestUnseenTx } from '../borrower-books/plugin';
import { bucketOf, type LoanDelinquency, loanDelinquency } from '../lending/plugin';
import { writeMonthEnds } from './month-ends';
import * as repo from './repo';
import type { CaseRow } from './schema';
import { type CollectionsSettings, rankOf } from './settings';
import { sweepCases } from './sweep';
import { bucketsKey, changedLoans, keepSweepState, needsFullRead, sweepStateOf } from './sweep-scope';

export interface CaseJobResult {
  ran: boolean;
  /** Every open loan was read (else only the loans that can have changed since the last run: sweep-scope.ts). */
  full: boolean;
  /** The loans read (late, or of an open case). */
  read: number;
  opened: number;
  moved: number;
  closed: number;
  kept: number;
  broken: number;
}

/** Assigns the case to the agent with the fewest open cases when its bucket goes to a person and it has none. */
async function assignIfDue(tx: Tx, settings: CollectionsSettings, c: { bucketRank: number; agentId: number | null }): Promise<number | null> {
  if (c.agentId !== null || c.bucketRank < rankOf(settings, settings.personFrom)) return c.agentId;
  const [agent] = await repo.agentsByLoad(tx);
  return agent?.id ?? null;
}

/**
 * Opens, moves or refreshes the case of one late loan (the loan's lateness read just before, in the same transaction).
 * A loan no longer late closes its case as `upToDate` (PAID; RESTRUCTURED when a payment plan brought it up to date).
 */
export async function followLateLoan(
  tx: Tx,
  settings: CollectionsSettings,
  loan: LoanDelinquency,
  today: string,
  at: Date,
  upToDate: 'PAID' | 'RESTRUCTURED' = 'PAID',
): Promise<'opened' | 'moved' | 'closed' | 'same' | 'none'> {
  const bucket = bucketOf(loan.daysPastDue, settings.buckets);
  const open = await repo.openCaseOf(tx, loan.orderId, true);
  if (open && loan.paid > open.paidSeen) {
    // Paid since the last look: collected in the bucket and by the agent the case had until now.
    await repo.addCollected(tx, { caseId: open.id, bucket: open.bucket, agentId: open.agentId, day: today, amount: loan.paid - open.paidSeen, at });
    await repo.updateCase(tx, open.id, { paidSeen: loan.paid, updatedAt: at });
  }
  if (loan.writtenOff || bucket === null || loan.status === 'SETTLED') {
    if (!open) return 'none';
    await closeCase(tx, open, loan.writtenOff ? 'WRITTEN_OFF' : upToDate, loan, today, at);
    return 'closed';
  }
  const bucketRank = rankOf(settings, bucket.code);
  if (!open) {
    const agentId = await assignIfDue(tx, settings, { bucketRank, agentId: null });
    const promisedFor = (await repo.openPromiseOf(tx, loan.orderId))?.payBy ?? null;
    const made = await repo.insertCase(tx, { orderId: loan.orderId, userId: loan.userId, status: 'OPEN', bucket: bucket.code, bucketRank, lateSince: loan.oldestDue, overdueBeforePenalty: loan.overdueBeforePenalty, paidSeen: loan.paid, agentId, promisedFor, openedAt: at, updatedAt: at });
    await repo.addMove(tx, { caseId: made.id, fromBucket: null, toBucket: bucket.code, daysPastDue: loan.daysPastDue, day: today, at });
    return 'opened';
  }
  const agentId = await assignIfDue(tx, settings, { bucketRank, agentId: open.agentId });
  // Written only when a value changes (the set-based pass does the same: a later run of the day rewrites nothing).
  const same = open.bucket === bucket.code && open.bucketRank === bucketRank && open.lateSince === loan.oldestDue && open.overdueBeforePenalty === loan.overdueBeforePenalty && open.agentId === agentId;
  if (!same) await repo.updateCase(tx, open.id, { bucket: bucket.code, bucketRank, lateSince: loan.oldestDue, overdueBeforePenalty: loan.overdueBeforePenalty, agentId, updatedAt: at });
  if (open.bucket === bucket.code) return 'same';
  await repo.addMove(tx, { caseId: open.id, fromBucket: open.bucket, toBucket: bucket.code, daysPastDue: loan.daysPastDue, day: today, at });
  return 'moved';
}

async function closeCase(tx: Tx, open: CaseRow, reason: CaseCloseReason, loan: LoanDelinquency, today: string, at: Date) {
  await repo.updateCase(tx, open.id, { status: 'CLOSED', closeReason: reason, lateSince: loan.oldestDue, closedAt: at, updatedAt: at });
  await repo.addMove(tx, { caseId: open.id, fromBucket: open.bucket, toBucket: null, daysPastDue: loan.daysPastDue, day: today, at });
}

/**
 * The daily collections job (once across N processes: a lease and this advisory lock): every late loan's days past
 * due from lending's door, cases opened, moved or closed, promises kept or broken, in one transaction, set-based (a
 * statement for each kind of change, `sweep.ts`; it locks only collections' own rows, never a bill, so repayments do
 * not wait for it).
 */
export async function runCollectionsJob(db: Db, now: () => number, settings: CollectionsSettings, opts: { full?: boolean; slice?: number } = {}): Promise<CaseJobResult> {
  const at = new Date(now());
  const today = lusakaDate(at);
  return db.transaction(async (outer) => {
    const [lock] = await selectRows<{ locked: boolean }>(outer, sql`select pg_try_advisory_xact_lock(${repo.COLLECTIONS_LOCK_KEY}) as locked`);
    if (!lock?.locked) return { ran: false, full: false, read: 0, opened: 0, moved: 0, closed: 0, kept: 0, broken: 0 };
    // A background pass beside the day's repayments: one core (no parallel workers), and its sorts and hashes in
    // memory rather than spilled to temporary files (docs/performance.md, "Collections and the books at scale"). Its
    // loans and cases looked up by key, as from a database held in memory (at the default random_page_cost the read
    // of 28,000 changed loans scanned all 2 million loans and every case to join them), and no JIT (its compiling
    // took longer than it saved): a plain day's job at a million borrowers 6.5 s rather than 8.2 (docs/performance.md,
    // "The job's plans").
    await outer.execute(sql`set local max_parallel_workers_per_gather = 0`);
    await outer.execute(sql`set local work_mem = '64MB'`);
    await outer.execute(sql`set local random_page_cost = 1.1`);
    await outer.execute(sql`set local jit = off`);
    // What was read last, then the oldest transaction this run's reads cannot see (taken before them): the next run
    // reads the borrowers whose books that transaction or a later one wrote.
    const state = await sweepStateOf(outer);
    const seenTx = await oldestUnseenTx(outer);
    const full = opts.full === true || needsFullRead(state, settings, today, seenTx);
    const swept = await sweepCases(outer, settings, today, at, full || state === null ? null : changedLoans(state, settings, today), opts.slice);
    await writeMonthEnds(outer, today, settings.buckets.map((b) => b.code));
    await keepSweepState(outer, { day: today, seenTx, fullDay: full || state === null ? today : state.fullDay, buckets: bucketsKey(settings) }, at);
    return { ran: true, full, ...swept };
  });
}

/** A repayment settled the loan: its case closes as paid and its promise is kept, in the payment's transaction. */
export async function onLoanSettled(tx: Tx, settings: CollectionsSettings, orderId: number, at: Date): Promise<void> {
  const today = lusakaDate(at);
  const loan = await loanDelinquency(tx, orderId, today);
  if (!loan) return;
  await followLateLoan(tx, settings, { ...loan, status: 'SETTLED' }, today, at);
  const promise = await repo.openPromiseOf(tx, orderId);
  if (promise) await repo.decidePromise(tx, promise.id, 'KEPT', at);
}
