import { type SQL, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { delinquencyRows, lateAndOtherRows } from '../lending/plugin';
import { staffMemberRows } from '../staff/plugin';
import { type CollectionsSettings, rankOf } from './settings';

/** The bucket's code and rank of `dpd` (a column) as `bucketOf` and `rankOf` give them, as SQL case expressions. */
function bucketCases(settings: CollectionsSettings, dpd: SQL): { code: SQL; rank: SQL } {
  const whenOf = (b: { from: number; to: number | null }) => (b.to === null ? sql`${dpd} >= ${b.from}` : sql`${dpd} between ${b.from} and ${b.to}`);
  const code = sql.join(settings.buckets.map((b) => sql`when ${whenOf(b)} then ${b.code}::text`), sql` `);
  const rank = sql.join(settings.buckets.map((b, i) => sql`when ${whenOf(b)} then ${i + 1}::int`), sql` `);
  return { code: sql`case when ${dpd} <= 0 then null ${code} end`, rank: sql`case when ${dpd} <= 0 then 0 ${rank} else 0 end` };
}

/**
 * The rows `lateAndOtherRows` gives for the loans of `scope` only (a subquery of order ids, `changedLoans`): each
 * loan's lateness from its bills, with its open case's columns, kept when the loan is late or has an open case.
 */
const scopedRows = (today: string): SQL => sql`
  select x.*, k.id as case_id, k.bucket as was_bucket, k.agent_id as was_agent, k.paid_seen
  from (${delinquencyRows(today, sql`select order_id from collections_scope`)}) x
    left join collection_cases k on k.order_id = x.order_id and k.status = 'OPEN'
  where x.late or k.order_id is not null`;

/**
 * How the cases' writes (those updated, those opened) are paced: slices of so many loans of the job's table, each
 * followed by a pause `pace` times as long as it took (at most a second). The WAL a slice writes is flushed by the next
 * repayment's commit, which waits for it: at a million borrowers a plain day's slow repayments during the job were
 * those whose commits waited on the WAL (`WALSync`, `WALWrite`) behind slices of 1,000 with a pause as long, and
 * behind the opened cases written at once (docs/performance.md, "The job, paced"). A full read (the first run,
 * a change of buckets) writes some 190,000 cases: it keeps slices of 1,000 and a pause as long, or it would not end
 * within its minute.
 */
const PACING = { changed: { slice: 100, pace: 2 }, full: { slice: 1_000, pace: 1 } } as const;

/** Runs `write(k)` for the slices 0..`last` of a table of the transaction, each followed by its pause. */
async function paced(last: number | null, pace: number, write: (k: number) => Promise<number>): Promise<number> {
  let written = 0;
  for (let k = 0; last !== null && k <= last; k += 1) {
    const started = performance.now();
    written += await write(k);
    const ms = Math.min((performance.now() - started) * pace, 1_000);
    await new Promise<void>((resolve) => setTimeout(resolve, ms));
  }
  return written;
}

/**
 * A table of the transaction named `name` with the job's table's rows that `from` (`collections_sweep s ...`) keeps,
 * numbered in slices of `slice` by order id, indexed and analyzed. Answers its highest slice (null when it is empty).
 */
async function slicedTable(tx: Tx, name: 'collections_changed' | 'collections_opening', from: SQL, slice: number): Promise<number | null> {
  const table = sql.raw(name);
  await tx.execute(sql`drop table if exists ${table}`);
  await tx.execute(sql`create temp table ${table} on commit drop as select s.*, (row_number() over (order by s.order_id) - 1) / ${slice} as slice from ${from}`);
  await tx.execute(sql`create index on ${table} (slice)`);
  await tx.execute(sql`analyze ${table}`);
  const [row] = await selectRows<{ n: number | string | null }>(tx, sql`select max(slice) as n from ${table}`);
  return row?.n === null || row?.n === undefined ? null : Number(row.n);
}

const count = async (tx: Tx, q: SQL) => Number((await selectRows<{ n: number | string }>(tx, q))[0]?.n ?? 0);

/**
 * The job's pass over the cases, set-based (docs/collections.md, "The daily job"): every late loan and every loan of
 * an open case read once (lending's `delinquencyRows`) into a table of the transaction, then one statement each for the
 * money collected, the agents assigned, the cases closed, updated (their moves) and opened (their moves). The same
 * rows as `followLateLoan` loan by loan: closed as WRITTEN_OFF or PAID, an agent the one with the fewest open cases
 * (then the lowest id) in the order the loans were followed (late loans by order id, then the others by case id).
 * An open case is written only when one of its values changes (its bucket, the due date it is late since, what is
 * late before penalties, its agent or the money seen). Its days past due and its penalties are not among them (the
 * days counted from `late_since` where read, `lateness.ts`; the amount with penalties read from the bills where
 * shown): the day's first run once rewrote every open case as a day passed, each new row version entered in the
 * table's indexes, and repayments' commits waited behind that write's WAL (docs/performance.md, "Collections and
 * the books at scale"). With a `scope` (`changedLoans`), only those loans are read, and the others' cases are left
 * as they are: the same rows, when the scope holds every loan whose case would be written.
 */
export async function sweepCases(
  tx: Tx,
  settings: CollectionsSettings,
  today: string,
  at: Date,
  scope: SQL | null = null,
  sliceOf?: number,
): Promise<{ read: number; opened: number; moved: number; closed: number; kept: number; broken: number }> {
  const when = sql`${at.toISOString()}::timestamptz`;
  const { code, rank } = bucketCases(settings, sql`d.days_past_due`);
  const pacing = scope === null ? PACING.full : PACING.changed;
  const slice = sliceOf ?? pacing.slice;
  // Every case open before the run (one a loan), read once: the loans lending reads beside the late ones, and what the
  // case was (its bucket, agent and the money seen).
  const open = sql`select id as case_id, order_id, bucket as was_bucket, agent_id as was_agent, paid_seen from collection_cases where status = 'OPEN'`;
  await tx.execute(sql`drop table if exists collections_sweep`);
  if (scope !== null) {
    // The loans to read, once each and counted (a table of the transaction, analyzed): the read then looks each up by
    // its key rather than walking every loan and every open case.
    await tx.execute(sql`drop table if exists collections_scope`);
    await tx.execute(sql`create temp table collections_scope on commit drop as select distinct order_id from (${scope}) s`);
    await tx.execute(sql`analyze collections_scope`);
  }
  await tx.execute(sql`
    create temp table collections_sweep on commit drop as
    select d.*, ${code} as bucket, ${rank} as bucket_rank, d.was_agent as agent_id, false as decided,
      case when d.written_off or ${code} is null or d.status = 'SETTLED' then 'close' when d.case_id is null then 'open' else 'update' end as action
    from (${scope === null ? lateAndOtherRows(today, open, ['case_id', 'was_bucket', 'was_agent', 'paid_seen']) : scopedRows(today)}) d`);
  // Its size known to the planner (a temporary table has no statistics until analyzed): the cases' write then reads
  // the open cases once in order rather than looking each up by its key.
  // Only the columns later statements filter and join on: every column's statistics cost some 200 ms of CPU on a plain
  // day's 28,000 rows, beside the repayments (docs/performance.md, "The job, paced").
  await tx.execute(sql`analyze collections_sweep (order_id, case_id, action, was_agent, bucket_rank)`);
  const read = await count(tx, sql`select count(*) as n from collections_sweep`);
  // Paid since the last look: collected in the bucket and by the agent the case had until now.
  await tx.execute(sql`
    insert into collection_collected (case_id, bucket, agent_id, day, amount, at)
    select case_id, was_bucket, was_agent, ${today}, paid - paid_seen, ${when} from collections_sweep
    where case_id is not null and paid > paid_seen order by order_id`);
  // The agents, round robin by load: the k-th case to assign takes the k-th slot (agent, load level) by level, then id.
  // Skipped when no case needs an agent (a later run of the day).
  const need = sql`select order_id, row_number() over (order by (not late), case when late then order_id else case_id end) as n
      from collections_sweep where action <> 'close' and was_agent is null and bucket_rank >= ${rankOf(settings, settings.personFrom)}`;
  if ((await count(tx, sql`select count(*) as n from (${need}) x`)) > 0) {
    // The slots' levels go up to the last one a case can take, never above the least loaded agent's load plus the
    // cases to assign (that agent alone has that many slots up to there): a few agents far ahead of the others no
    // longer give every other agent a slot at each level up to theirs (at a million borrowers some 900,000 slots,
    // sorted on disk, for 5,500 cases: 140 MB of temporary files written in the job's read, beside the repayments).
    // Each agent's open cases counted apart (their part of the queue's index), each count followed by its pause: in one
    // statement the count of every open case took 0.8 s of one core at a million borrowers, and the repayments beside
    // it waited for a CPU (docs/performance.md, "The job, paced").
    await tx.execute(sql`drop table if exists collections_loads`);
    await tx.execute(sql`create temp table collections_loads (agent_id integer primary key, load bigint not null) on commit drop`);
    const agentIds = await selectRows<{ id: number }>(tx, sql`select s.id from ${staffMemberRows} s where 'collections' = any(s.roles) and s.disabled_at is null order by s.id`);
    await paced(agentIds.length - 1, pacing.pace, async (k) => {
      const id = agentIds[k]!.id;
      await tx.execute(sql`insert into collections_loads select ${id}, count(*) from collection_cases where status = 'OPEN' and agent_id = ${id}`);
      return 1;
    });
    await tx.execute(sql`
      with loads as (select agent_id, load from collections_loads),
      agents as (
        select s.id, coalesce(l.load, 0) as load
        from ${staffMemberRows} s left join loads l on l.agent_id = s.id where 'collections' = any(s.roles) and s.disabled_at is null),
      need as (${need}),
      slots as (
        select a.id as agent_id, row_number() over (order by l, a.id) as n
        from agents a, generate_series(a.load, least(
          (select max(load) from agents) + (select count(*) from need) / greatest((select count(*) from agents), 1) + 1,
          (select min(load) from agents) + (select count(*) from need))) l)
      update collections_sweep s set agent_id = slots.agent_id from need join slots on slots.n = need.n where s.order_id = need.order_id`);
  }
  const closed = await count(tx, sql`
    with done as (
      update collection_cases c set status = 'CLOSED', close_reason = case when s.written_off then 'WRITTEN_OFF' else 'PAID' end,
        late_since = s.oldest_due, paid_seen = greatest(c.paid_seen, s.paid), closed_at = ${when}, updated_at = ${when}
      from collections_sweep s where s.action = 'close' and c.id = s.case_id returning c.id, s.was_bucket, s.days_past_due, s.order_id),
    moved as (
      insert into collection_case_moves (case_id, from_bucket, to_bucket, days_past_due, day, created_at)
      select id, was_bucket, null, days_past_due, ${today}, ${when} from done order by order_id returning 1)
    select count(*) as n from moved`);
  // The promises are decided before the open cases are written, so that a case whose promise is decided forgets its
  // date in the same write (the first run of a day writes every open case: a second write of the case was a second
  // row version, and its keys checked again).
  const promises = await sweepPromises(tx, today, at);
  const changed = sql`(c.bucket, c.bucket_rank, c.late_since, c.overdue_before_penalty, c.agent_id, c.paid_seen)
    is distinct from (s.bucket, s.bucket_rank, s.oldest_due, s.overdue_before_penalty, s.agent_id, greatest(c.paid_seen, s.paid))`;
  // The open cases' write, in slices of the loans read (by order id), each followed by its pause (`PACING`): a
  // day's first run writes the cases that moved bucket, were paid or had a bill fall due (some 20,000 at a million
  // borrowers; a day's penalties change no case, whose amount is before penalties), a full read and a change of
  // buckets many more, and written at once their WAL held the day's repayments' commits back (docs/performance.md,
  // "The daily job reads what changed", "A day's penalties write no case"). The cases that change are found first, in one pass over the job's table and the cases,
  // into a table of the transaction (no WAL) numbered in slices by order id, so that the slices cover only those (a
  // full read's million rows hold some 190,000), each read through its index. A slice is written seconds after the
  // read: a case a lead reassigned since keeps its new agent, and a case a repayment closed since is left closed.
  const changedSlices = await slicedTable(
    tx,
    'collections_changed',
    sql`collections_sweep s join collection_cases c on c.id = s.case_id where s.action = 'update' and (${changed} or (s.decided and c.promised_for is not null))`,
    slice,
  );
  const moved = await paced(changedSlices, pacing.pace, (k) =>
    count(
      tx,
      sql`
    with done as (
      update collection_cases c set bucket = s.bucket, bucket_rank = s.bucket_rank, late_since = s.oldest_due, overdue_before_penalty = s.overdue_before_penalty,
        agent_id = case when c.agent_id is distinct from s.was_agent then c.agent_id else s.agent_id end,
        paid_seen = greatest(c.paid_seen, s.paid), updated_at = case when ${changed} then ${when} else c.updated_at end,
        promised_for = case when not s.decided then c.promised_for end
      from collections_changed s
      where s.slice = ${k} and c.id = s.case_id and c.status = 'OPEN'
      returning c.id, s.was_bucket, s.bucket, s.days_past_due, s.order_id),
    moved as (
      insert into collection_case_moves (case_id, from_bucket, to_bucket, days_past_due, day, created_at)
      select id, was_bucket, bucket, days_past_due, ${today}, ${when} from done where bucket <> was_bucket order by order_id returning 1)
    select count(*) as n from moved`,
    ),
  );
  // The new cases, in slices by order id too (a day's first run at a million borrowers opens some 5,500, a full read
  // 22,000: each with a move, and entered in the cases' eight indexes).
  const openingSlices = await slicedTable(tx, 'collections_opening', sql`collections_sweep s where s.action = 'open'`, slice);
  const opened = await paced(openingSlices, pacing.pace, (k) =>
    count(
      tx,
      sql`
    with made as (
      insert into collection_cases (order_id, user_id, status, bucket, bucket_rank, late_since, overdue_before_penalty, paid_seen, agent_id, promised_for, opened_at, updated_at)
      select order_id, user_id, 'OPEN', bucket, bucket_rank, oldest_due, overdue_before_penalty, paid, agent_id,
        (select p.pay_by from collection_promises p where p.order_id = s.order_id and p.status = 'OPEN' limit 1), ${when}, ${when}
      from collections_opening s where s.slice = ${k} order by order_id returning id, bucket, late_since, order_id),
    moved as (
      insert into collection_case_moves (case_id, from_bucket, to_bucket, days_past_due, day, created_at)
      select id, null, bucket, ${today}::date - late_since::date, ${today}, ${when} from made order by order_id returning 1)
    select count(*) as n from moved`,
    ),
  );
  return { read, opened, moved, closed, ...promises };
}

/**
 * Kept when the loan has been paid `amount` since the promise (or owes nothing more); broken the day after its date.
 * Run inside `sweepCases`, after the closes and before the open cases are written: a promised loan's lateness is read
 * from the job's table (every late loan and every loan of a case open before the run is there), and only the few
 * promised loans not in it from lending. The decided promises' loans are marked in the job's table (`decided`): their
 * open cases forget the promise's date in the cases' one write (`promised_for`), which reads no other table (a join
 * there hashed every case's row before writing it, and the cases were then written in no order: twice as slow).
 */
async function sweepPromises(tx: Tx, today: string, at: Date): Promise<{ kept: number; broken: number }> {
  const when = sql`${at.toISOString()}::timestamptz`;
  const elsewhere = sql`select p.order_id from collection_promises p where p.status = 'OPEN' and not exists (select 1 from collections_sweep s where s.order_id = p.order_id)`;
  const [row] = await selectRows<{ kept: number | string; broken: number | string }>(
    tx,
    sql`
    with judged as (
      select p.id, p.pay_by, d.order_id is not null and (d.paid - p.paid_before >= p.amount or d.outstanding = 0) as kept
      from collection_promises p left join (
        select order_id, paid, outstanding from collections_sweep
        union all select order_id, paid, outstanding from (${delinquencyRows(today, elsewhere)}) e) d on d.order_id = p.order_id
      where p.status = 'OPEN'),
    done as (
      update collection_promises x set status = case when j.kept then 'KEPT' else 'BROKEN' end, decided_at = ${when}
      from judged j where x.id = j.id and x.status = 'OPEN' and (j.kept or j.pay_by < ${today}) returning x.status, x.order_id),
    noted as (update collections_sweep s set decided = true from done where s.order_id = done.order_id returning 1)
    select count(*) filter (where status = 'KEPT') as kept, count(*) filter (where status = 'BROKEN') as broken from done`,
  );
  return { kept: Number(row?.kept ?? 0), broken: Number(row?.broken ?? 0) };
}
