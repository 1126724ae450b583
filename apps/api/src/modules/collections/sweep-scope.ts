import { type SQL, sql } from 'drizzle-orm';

import { addDays, type BusinessDate, daysBetween } from '@pocket/contracts/lusaka-date';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { loansWrittenSince } from '../borrower-books/plugin';
import { billsFallenDue, openLoansOf } from '../lending/plugin';
import { type CollectionsSettings, rankOf } from './settings';

/*
 * What the daily job reads (docs/collections.md, "Cases"): every open loan's bills (a full read), or only the loans that
 * can have changed since its last run. A full read on the first run, after the buckets change, when the clock has gone
 * back (the sandbox), and when the last run's transaction mark is ahead of this one's (a database restored into
 * another cluster). An operator who wrote loans by hand with the triggers off deletes the row to have the next run
 * read everything (docs/operations.md).
 */

/** Where the last run left off (the `collection_sweep_state` row). */
export interface SweepState {
  day: BusinessDate;
  seenTx: number;
  fullDay: BusinessDate;
  buckets: string;
}

/** The settings a run's cases were bucketed by: a change means every case is read again. */
export const bucketsKey = (settings: CollectionsSettings) => JSON.stringify({ buckets: settings.buckets.map((b) => [b.code, b.from, b.to]), personFrom: settings.personFrom });

export async function sweepStateOf(tx: Tx): Promise<SweepState | null> {
  const [row] = await selectRows<{ day: string; seen_tx: number | string; full_day: string; buckets: string }>(tx, sql`select day, seen_tx, full_day, buckets from collection_sweep_state where id = 1`);
  return row ? { day: row.day, seenTx: Number(row.seen_tx), fullDay: row.full_day, buckets: row.buckets } : null;
}

export async function keepSweepState(tx: Tx, s: SweepState, at: Date): Promise<void> {
  await tx.execute(sql`
    insert into collection_sweep_state (id, day, seen_tx, full_day, buckets, updated_at) values (1, ${s.day}, ${s.seenTx}, ${s.fullDay}, ${s.buckets}, ${at.toISOString()}::timestamptz)
    on conflict (id) do update set day = excluded.day, seen_tx = excluded.seen_tx, full_day = excluded.full_day, buckets = excluded.buckets, updated_at = excluded.updated_at`);
}

/**
 * Whether this run reads every open loan (true) or only what changed since `state`'s run; `seenTx` is this run's mark
 * (`oldestUnseenTx`), never behind the last run's in one cluster.
 */
export function needsFullRead(state: SweepState | null, settings: CollectionsSettings, today: BusinessDate, seenTx: number): boolean {
  if (state === null || state.buckets !== bucketsKey(settings)) return true;
  return daysBetween(state.day, today) < 0 || state.seenTx > seenTx;
}

/**
 * The loans a run after `state`'s must read (a subquery of `order_id`; duplicates allowed): every loan whose case the
 * run could open, move, close or write, the rest being left as they are.
 * - a borrower's loans or open cases whose loans or bills were written since (a payment, a waiver, an extension, a
 *   restructure, a write-off, a status: `loansWrittenSince`, which names every such write the last read did not see;
 *   a day's penalty is left out, as it changes nothing a case keeps: decision 0078);
 * - the loans with a bill that fell due since the last run's day (late now, not then);
 * - the open cases whose days past due reached a bucket's first day since then (from `late_since` alone: nothing was
 *   written, the days passed);
 * - the open cases in a person's bucket with no agent (an agent may have joined since);
 * - the loans with an open promise (a promise is kept or broken by the job; the case forgets its date then).
 */
export function changedLoans(state: SweepState, settings: CollectionsSettings, today: BusinessDate): SQL {
  const written = loansWrittenSince(state.seenTx);
  const crossed = settings.buckets.map((b) => sql`(c.late_since > ${addDays(state.day, -b.from)} and c.late_since <= ${addDays(today, -b.from)})`);
  return sql`
    ${openLoansOf(written)}
    union all select c.order_id from collection_cases c where c.status = 'OPEN' and c.user_id in (${written})
    union all ${billsFallenDue(state.day, today)}
    union all select c.order_id from collection_cases c where c.status = 'OPEN' and (${sql.join(crossed, sql` or `)})
    union all select c.order_id from collection_cases c where c.status = 'OPEN' and c.agent_id is null and c.bucket_rank >= ${rankOf(settings, settings.personFrom)}
    union all select p.order_id from collection_promises p where p.status = 'OPEN'`;
}
