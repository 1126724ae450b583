import { type SQL, sql } from 'drizzle-orm';

import { ROLL_CURED, ROLL_WRITTEN_OFF } from '@pocket/contracts/api/staff';
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
 * every month end in between (a move to no bucket, a close, holds nothing); then each month end's roll matrix
 * (`rolls`). Migration 0044 backfilled the buckets with the first statement, 0046 the matrices with the last (the
 * bench's seed runs them all).
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
    sql`delete from collection_month_rolls where day <= ${through} and ${after === null ? sql`true` : sql`day > ${after}`}`,
    sql`insert into collection_month_rolls (day, from_bucket, to_bucket, cases)
        ${rolls(
          monthEndOf(sql`day`),
          sql`day <= ${through} and ${after === null ? sql`true` : sql`day > ${after}`}`,
          sql`select ${monthEndOf(sql`(day::date + 1)::text`)} as d, bucket, count(*) as cases from collection_month_end_cases
              where day < ${through} and ${after === null ? sql`true` : sql`day >= ${after}`} group by day, bucket`,
        )}`,
  ];
}

/** The month end of `day` (a text column or expression), in SQL. */
const monthEndOf = (day: SQL) => sql`to_char(date_trunc('month', ${day}::date) + interval '1 month' - interval '1 day', 'YYYY-MM-DD')`;

/** A bucket's place in `codes` (0: none, 63: a bucket not in `codes`). */
const codeOf = (codes: SQL, bucket: SQL) => sql`coalesce(array_position(${codes}, ${bucket}), case when ${bucket} is null then 0 else 63 end)`;

/** The bucket of a place `codeOf` gave (63: `UNKNOWN`; 0: `none`). */
const bucketOfCode = (codes: SQL, code: SQL, none: SQL) => sql`case ${code} when 0 then ${none} when 63 then ${UNKNOWN}::text else (${codes})[${code}::int] end`;

/** A bucket `rolls` could not name from the codes it was given: the caller reads again without them. */
export const UNKNOWN = '?';

/** Where a closed case went in a roll matrix: written off, else cured (by its close reason). */
const closedAs = (wo: SQL) => sql`case when ${wo} then ${ROLL_WRITTEN_OFF} else ${ROLL_CURED} end`;

/**
 * Roll matrices (d, from_bucket, to_bucket, cases): for each `d`, the cases open at its start (`counts`: d, bucket,
 * cases) and those with a move in its moves (`moves`: a condition on collection_case_moves, `d` of each move), from
 * their bucket at the start (`''`: opened since) to where they stood at its end: their last move's bucket, `cured` or
 * `written off` (a close, by the case's close reason), or the same bucket without a move. A case's bucket before its
 * first move of the span is that move's `from_bucket` (each move starts where the one before it ended), so a case is
 * read from its moves of the span only, and the cases without one from the counts. With the bucket `codes` (the
 * settings'), a case's first and last move are found by plain min and max over the move's id and its bucket's place in
 * them, grouped as numbers (an ordered aggregate per case took twice as long at a million cases); a bucket not in them
 * reads `UNKNOWN`.
 */
export function rolls(d: SQL, moves: SQL, counts: SQL, codes?: string[]): SQL {
  const list = sql`array[${sql.join((codes ?? []).map((c) => sql`${c}::text`), sql`, `)}]::text[]`;
  const wo = (id: SQL) => sql`(select c.close_reason = 'WRITTEN_OFF' from collection_cases c where c.id = ${id})`;
  const moved = codes && codes.length < 63
    ? sql`select d, ${bucketOfCode(list, sql`f`, sql`''`)} as from_bucket, ${bucketOfCode(list, sql`l`, closedAs(sql`wo`))} as to_bucket, cases
        from (select d, f, l, wo, count(*) as cases
              from (select d, case_id, f, l, case when l = 0 then ${wo(sql`e.case_id`)} end as wo
                    from (select ${d} as d, case_id, min(id * 64 + ${codeOf(list, sql`from_bucket`)}) % 64 as f, max(id * 64 + ${codeOf(list, sql`to_bucket`)}) % 64 as l
                          from collection_case_moves where ${moves} group by 1, 2) e) w
              group by 1, 2, 3, 4) g`
    : sql`select d, coalesce(first_from, '') as from_bucket, coalesce(last_to, ${closedAs(wo(sql`mv.case_id`))}) as to_bucket, count(*) as cases
        from (select ${d} as d, case_id, (array_agg(from_bucket order by id))[1] as first_from, (array_agg(to_bucket order by id desc))[1] as last_to
              from collection_case_moves where ${moves} group by 1, 2) mv
        group by 1, 2, 3`;
  return sql`with moved as (${moved}),
    stayed as (
      select k.d, k.bucket, k.cases - coalesce((select sum(m.cases) from moved m where m.d = k.d and m.from_bucket = k.bucket), 0) as cases
      from (${counts}) k)
    select d, from_bucket, to_bucket, sum(cases)::int as cases
    from (select d, from_bucket, to_bucket, cases from moved union all select d, bucket, bucket, cases from stayed) x
    group by 1, 2, 3 having sum(cases) > 0`;
}

/**
 * The moves after `after` up to `through`, with the months they fall in, so that they read
 * `collection_case_moves_month_idx` (within one month, by equality: the index then gives them in their case's order).
 */
export function movesBetween(after: string, through: string): SQL {
  const [first, last] = [addDays(after, 1).slice(0, 7), through.slice(0, 7)];
  const months = first === last ? sql`left(day, 7) = ${first}` : sql`left(day, 7) >= ${first} and left(day, 7) <= ${last}`;
  return sql`${months} and day > ${after} and day <= ${through}`;
}

/**
 * The month end `day` from the month end before it (`prev`, written) and the moves between: the job's monthly step.
 * Its roll matrix is the last statement; with the bucket `codes` (the settings') it groups the month's moves by plain
 * min and max (`rolls`), and a matrix naming `UNKNOWN` (a bucket not in them) is written again without (`rollsAgain`).
 */
export function monthEndFrom(prev: string, day: string, codes?: string[]): SQL[] {
  return [
    // Each case's last word: its last move of the month, else (id 0, before every move) its bucket at the month end
    // before. One sort, no join: a join of the month end before with the month's moves was planned as a nested loop
    // when their statistics were stale (a new month's rows are new values of `day`, which autovacuum may not have
    // analyzed, and the job's role may not analyze), and ran for minutes at a million cases instead of seconds.
    sql`insert into collection_month_end_cases (day, case_id, bucket)
        select ${day}, case_id, bucket from (
          select distinct on (case_id) case_id, bucket from (
            select case_id, to_bucket as bucket, id from collection_case_moves where day > ${prev} and day <= ${day}
            union all
            select case_id, bucket, 0 from collection_month_end_cases where day = ${prev}) x
          order by case_id, id desc) last
        where bucket is not null`,
    sql`insert into collection_month_ends (day, cases) select ${day}, count(*)::int from collection_month_end_cases where day = ${day}`,
    sql`delete from collection_month_rolls where day = ${day}`,
    sql`insert into collection_month_rolls (day, from_bucket, to_bucket, cases)
        ${monthRolls(prev, day, codes)}`,
  ];
}

const monthRolls = (prev: string, day: string, codes?: string[]) =>
  rolls(sql`${day}::text`, movesBetween(prev, day), sql`select ${day}::text as d, bucket, count(*) as cases from collection_month_end_cases where day = ${prev} group by bucket`, codes);

/** The month end `day`'s matrix written again without the bucket codes when the one written names `UNKNOWN`. */
async function rollsAgain(tx: Tx, prev: string, day: string): Promise<void> {
  const [odd] = await selectRows<{ n: number | string }>(
    tx,
    sql`select count(*) as n from collection_month_rolls where day = ${day} and (from_bucket = ${UNKNOWN} or to_bucket = ${UNKNOWN})`,
  );
  if (Number(odd?.n ?? 0) === 0) return;
  await tx.execute(sql`delete from collection_month_rolls where day = ${day}`);
  await tx.execute(sql`insert into collection_month_rolls (day, from_bucket, to_bucket, cases) ${monthRolls(prev, day)}`);
}

/**
 * The daily job's step (in its transaction): once a Lusaka month has ended, its month end is written, from the last
 * month end written and the month's moves (none written yet: from every move, as the migration did), its matrix with
 * the settings' bucket `codes` when given. Returns how many month ends it wrote (0 on most days).
 */
export async function writeMonthEnds(tx: Tx, today: string, codes?: string[]): Promise<number> {
  const through = monthEndBefore(today);
  const [row] = await selectRows<{ last: string | null }>(tx, sql`select max(day) as last from collection_month_ends`);
  const last = row?.last ?? null;
  if (last !== null && last > through) {
    // A month end not yet over is written: the clock went back (tests and the sandbox move it; on PostgreSQL the test
    // files share a database). The moves of today would come before it, so the month ends from today's month on are
    // dropped, to be written again when their months end; the reports read the moves meanwhile.
    await tx.execute(sql`delete from collection_month_end_cases where day > ${through}`);
    await tx.execute(sql`delete from collection_month_ends where day > ${through}`);
    await tx.execute(sql`delete from collection_month_rolls where day > ${through}`);
    return writeMonthEnds(tx, today, codes);
  }
  if (last !== null && last === through) return 0;
  if (last === null) {
    for (const q of fillMonthEnds(null, through)) await tx.execute(q);
    const [n] = await selectRows<{ n: number | string }>(tx, sql`select count(*) as n from collection_month_ends`);
    return Number(n?.n ?? 0);
  }
  let written = 0;
  for (let prev = last, day = nextMonthEnd(last); day <= through; prev = day, day = nextMonthEnd(day)) {
    for (const q of monthEndFrom(prev, day, codes)) await tx.execute(q);
    if (codes) await rollsAgain(tx, prev, day);
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
 * The cases open at the end of `day` per bucket (bucket, cases): the month end `base` (the latest written on or before
 * `day`, null: none) from its roll matrix, and the moves after it up to `day`, each taking a case out of its
 * `from_bucket` and into its `to_bucket`.
 */
export function countsAt(base: string | null, day: string): SQL {
  const matrix = base === null
    ? sql``
    : sql`select to_bucket as bucket, cases from collection_month_rolls where day = ${base} and to_bucket not in (${ROLL_CURED}, ${ROLL_WRITTEN_OFF}) union all`;
  return sql`select bucket, sum(cases)::int as cases from (
      ${matrix}
      select v.bucket, sum(v.n) from collection_case_moves m
        cross join lateral (values (m.to_bucket, 1), (m.from_bucket, -1)) v(bucket, n)
      where ${base === null ? sql`m.day <= ${day}` : sql`${movesBetween(base, day)}`} and v.bucket is not null group by v.bucket) k(bucket, cases)
    group by bucket`;
}
