import { type SQL, sql } from 'drizzle-orm';

import { addDays } from '@pocket/contracts/lusaka-date';

import type { Db, Tx } from '../../db/client';
import { selectRows } from '../../db/rows';

/**
 * The month-end buckets (docs/collections.md, "Month-end buckets"): every case open at the end of a Lusaka month with
 * its bucket then, written once the month has ended, so that the reports read where the cases stood at a month end
 * from one table instead of from every move before it.
 */

/** The last day of the month before `day`'s month. */
export const monthEndBefore = (day: string) => addDays(`${day.slice(0, 7)}-01`, -1);

/** The month end after the month end `day`. */
export const nextMonthEnd = (day: string) => monthEndBefore(addDays(day, 32));

/**
 * The buckets of every month end after `after` (none: from the first move) up to `through` (a month end), set-based
 * from the moves: a case's move holds from its day until its next move, so the case stands in the move's bucket at
 * every month end in between (a move to no bucket, a close, holds nothing). Migration 0044 backfills with this
 * statement (the bench's seed runs it too).
 */
export function fillMonthEnds(after: string | null, through: string): SQL[] {
  const months = sql`generate_series(date_trunc('month', x.day::date) + interval '1 month', least(coalesce(x.next::date, ${through}::date + 1), ${through}::date + 1)::timestamp, interval '1 month')`;
  const later = after === null ? sql`true` : sql`f.f - interval '1 day' > ${after}::date`;
  return [
    sql`insert into collection_month_end_cases (day, case_id, bucket)
        select to_char(f.f - interval '1 day', 'YYYY-MM-DD'), x.case_id, x.to_bucket
        from (select case_id, to_bucket, day, lead(day) over (partition by case_id order by id) as next
              from collection_case_moves where day <= ${through}) x
        cross join lateral ${months} as f(f)
        where x.to_bucket is not null and ${later}`,
    sql`insert into collection_month_ends (day, cases)
        select d, (select count(*) from collection_month_end_cases c where c.day = d)::int
        from (select to_char(f - interval '1 day', 'YYYY-MM-DD') as d
              from generate_series(date_trunc('month', (select min(day) from collection_case_moves)::date) + interval '1 month', ${through}::date + 1, interval '1 month') f) m
        where ${after === null ? sql`true` : sql`d > ${after}`}`,
  ];
}

/** The month end `day` from the month end before it (`prev`, written) and the moves between: the job's monthly step. */
export function monthEndFrom(prev: string, day: string): SQL[] {
  return [
    sql`insert into collection_month_end_cases (day, case_id, bucket)
        with moved as (
          select distinct on (case_id) case_id, to_bucket from collection_case_moves
          where day > ${prev} and day <= ${day} order by case_id, id desc)
        select ${day}, case_id, to_bucket from moved where to_bucket is not null
        union all
        select ${day}, b.case_id, b.bucket from collection_month_end_cases b
        where b.day = ${prev} and not exists (select 1 from moved m where m.case_id = b.case_id)`,
    sql`insert into collection_month_ends (day, cases) select ${day}, count(*)::int from collection_month_end_cases where day = ${day}`,
  ];
}

/**
 * The daily job's step (in its transaction): once a Lusaka month has ended, its month end is written, from the last
 * month end written and the month's moves (none written yet: from every move, as the migration did). Returns how many
 * month ends it wrote (0 on most days).
 */
export async function writeMonthEnds(tx: Tx, today: string): Promise<number> {
  const through = monthEndBefore(today);
  const [row] = await selectRows<{ last: string | null }>(tx, sql`select max(day) as last from collection_month_ends`);
  const last = row?.last ?? null;
  if (last !== null && last > through) {
    // A month end not yet over is written: the clock went back (tests and the sandbox move it; on PostgreSQL the test
    // files share a database). The moves of today would come before it, so the month ends from today's month on are
    // dropped, to be written again when their months end; the reports read the moves meanwhile.
    await tx.execute(sql`delete from collection_month_end_cases where day > ${through}`);
    await tx.execute(sql`delete from collection_month_ends where day > ${through}`);
    return writeMonthEnds(tx, today);
  }
  if (last !== null && last === through) return 0;
  if (last === null) {
    for (const q of fillMonthEnds(null, through)) await tx.execute(q);
    const [n] = await selectRows<{ n: number | string }>(tx, sql`select count(*) as n from collection_month_ends`);
    return Number(n?.n ?? 0);
  }
  let written = 0;
  for (let prev = last, day = nextMonthEnd(last); day <= through; prev = day, day = nextMonthEnd(day)) {
    for (const q of monthEndFrom(prev, day)) await tx.execute(q);
    written++;
  }
  return written;
}

/** The latest month end written on or before `day` (null: none). */
export async function monthEndOn(db: Db | Tx, day: string): Promise<string | null> {
  const [row] = await selectRows<{ day: string | null }>(db, sql`select max(day) as day from collection_month_ends where day <= ${day}`);
  return row?.day ?? null;
}

/**
 * The cases open at the end of `day` with their bucket then (case_id, bucket): the month end `base` (the latest written
 * on or before `day`, null: none) and the moves after it up to `day`.
 */
export function openAt(base: string | null, day: string): SQL {
  if (base === day) return sql`select case_id, bucket from collection_month_end_cases where day = ${day}`;
  const moved = sql`select distinct on (case_id) case_id, to_bucket from collection_case_moves
    where day > ${base ?? ''} and day <= ${day} order by case_id, id desc`;
  if (base === null) return sql`select case_id, to_bucket as bucket from (${moved}) m where to_bucket is not null`;
  return sql`select case_id, to_bucket as bucket from (${moved}) m where to_bucket is not null
    union all
    select b.case_id, b.bucket from collection_month_end_cases b
    where b.day = ${base} and not exists (select 1 from collection_case_moves v where v.case_id = b.case_id and v.day > ${base} and v.day <= ${day})`;
}
