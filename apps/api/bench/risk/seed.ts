/**
 * The rows the collections-and-books bench needs beyond the data-scale generator's (docs/performance.md, "Collections
 * and the books at scale"), set-based, in one transaction, added once (a database holding cases already is left):
 *
 * - 50 collections agents (staff members with the collections role, no password: they never sign in);
 * - the collections job's state as of yesterday: an OPEN case for every loan late yesterday (its bucket, days past due
 *   and amount late; an agent, round robin, from the bucket that goes to a person), its moves (opened into 1-7, then
 *   one move per bucket it crossed, on the day it crossed); a CLOSED (PAID) case for every loan settled late, with its
 *   moves, the close and the money collected in its last bucket; promises to pay (open, kept, broken);
 * - the fee accrual as of the day before yesterday: every loan paid out before yesterday in fee_accruals with the part
 *   of its fee earned by then (all of it once settled), and that day in fee_accrual_days.
 *
 * The ledger is not given the entries those rows would have had (the unearned-fee liability, yesterday's job's
 * collected money): the bench times the jobs and readers over the rows, it does not read the figures as accounts.
 */
import { sql } from 'drizzle-orm';

import { lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db, Tx } from '../../src/db/client';
import { selectRows } from '../../src/db/rows';
import { COLLECTIONS_SETTINGS, fillMonthEnds, monthEndBefore, rankOf } from '../../src/modules/collections/plugin';

export const AGENTS = 50;
const run = (tx: Tx, text: string) => tx.execute(sql.raw(text));
const LUSAKA_TODAY = `((now() at time zone 'UTC') + interval '2 hours')::date`;

/** The buckets as a VALUES list: (rank, code, from, to). */
function bucketValues() {
  return COLLECTIONS_SETTINGS.buckets.map((b, i) => `(${i + 1}, '${b.code}', ${b.from}, ${b.to ?? 100000})`).join(', ');
}

export async function seedRisk(db: Db, log: (line: string) => void) {
  const [have] = await selectRows<{ n: number | string }>(db, sql`select count(*) as n from collection_cases`);
  if (Number(have?.n ?? 0) > 0) return log('  collections cases and accruals seeded already');
  const person = rankOf(COLLECTIONS_SETTINGS, COLLECTIONS_SETTINGS.personFrom);
  const step = async (tx: Tx, name: string, text: string) => {
    const t = performance.now();
    await run(tx, text);
    log(`  ${name.padEnd(44)} ${((performance.now() - t) / 1000).toFixed(1).padStart(6)} s`);
  };
  await db.transaction(async (tx) => {
    await run(tx, `set local synchronous_commit = off`);
    await step(tx, 'collections agents', `insert into staff_members (email, name, password_hash, totp_secret, roles)
      select 'agent' || a || '@bench.pocket', 'Agent ' || a, 'bench', 'bench', array['collections'] from generate_series(1, ${AGENTS}) a`);
    await run(tx, `create temp table bench_buckets (rank int, code text, lo int, hi int) on commit drop`);
    await run(tx, `insert into bench_buckets values ${bucketValues()}`);
    await run(tx, `create temp table bench_agents on commit drop as
      select row_number() over (order by id) - 1 as k, id from staff_members where email like 'agent%@bench.pocket'`);
    // Each late loan as yesterday's job left it (open), and each loan settled late (closed on its settlement day).
    await run(tx, `create temp table bench_late on commit drop as
      select o.id as order_id, o.user_id, p.due_date::date as due,
             case when o.status = 'SETTLED' then ((o.settled_at at time zone 'UTC') + interval '2 hours')::date - p.due_date::date
                  else (${LUSAKA_TODAY} - 1) - p.due_date::date end as dpd,
             o.status = 'SETTLED' as closed, ((o.settled_at at time zone 'UTC') + interval '2 hours')::date as closed_day,
             p.principal_due + p.interest_due + p.fee_due as owed
      from loan_orders o join loan_plans p on p.order_id = o.id
      where (o.status = 'OVERDUE' and p.due_date::date < ${LUSAKA_TODAY} - 1) or (o.status = 'SETTLED' and o.settled_late)`);
    await run(tx, `create index on bench_late (order_id)`);
    await run(tx, `analyze bench_late`);
    await step(tx, 'cases (open: late yesterday; closed: settled late)', `insert into collection_cases
        (order_id, user_id, status, bucket, bucket_rank, late_since, overdue_before_penalty, paid_seen, agent_id, close_reason, opened_at, closed_at, updated_at)
      select l.order_id, l.user_id, case when l.closed then 'CLOSED' else 'OPEN' end, b.code, b.rank, case when not l.closed then to_char(l.due, 'YYYY-MM-DD') end, l.owed,
             case when l.closed then l.owed else 0 end,
             a.id,
             case when l.closed then 'PAID' end, (l.due + 1)::timestamp + interval '6 hours',
             case when l.closed then l.closed_day::timestamp + interval '10 hours' end, now()
      from bench_late l join bench_buckets b on l.dpd between b.lo and b.hi
      left join bench_agents a on a.k = l.order_id % ${AGENTS} and b.rank >= ${person}`);
    await run(tx, `analyze collection_cases`);
    await step(tx, 'moves (opened, each bucket crossed, closed)', `insert into collection_case_moves (case_id, from_bucket, to_bucket, days_past_due, day, created_at)
      select c.id, m.from_bucket, m.to_bucket, m.dpd, to_char(m.day, 'YYYY-MM-DD'), m.day::timestamp + interval '6 hours'
      from collection_cases c join bench_late l on l.order_id = c.order_id
      cross join lateral (
        select null::text as from_bucket, '1-7'::text as to_bucket, 1 as dpd, l.due + 1 as day, 0 as k
        union all
        select prev.code, b.code, b.lo, l.due + b.lo, b.rank from bench_buckets b join bench_buckets prev on prev.rank = b.rank - 1 where b.rank >= 2 and b.lo <= l.dpd
        union all
        select c.bucket, null, l.dpd, l.closed_day, 99 where l.closed) m
      order by c.id, m.k`);
    await step(tx, 'collected (closed cases, in their last bucket)', `insert into collection_collected (case_id, bucket, agent_id, day, amount, at)
      select c.id, c.bucket, c.agent_id, to_char(c.closed_at, 'YYYY-MM-DD'), c.overdue_before_penalty, c.closed_at from collection_cases c where c.status = 'CLOSED'`);
    await step(tx, 'promises (open, kept, broken)', `insert into collection_promises (order_id, user_id, case_id, amount, pay_by, paid_before, status, made_by, created_at, decided_at)
      select c.order_id, c.user_id, c.id, least(c.overdue_before_penalty, 10000),
             to_char(case when c.status = 'CLOSED' then c.closed_at::date when c.id % 10 = 0 then ${LUSAKA_TODAY} + (c.id % 5)::int else ${LUSAKA_TODAY} - 3 - (c.id % 20)::int end, 'YYYY-MM-DD'),
             0, case when c.status = 'CLOSED' then 'KEPT' when c.id % 10 = 0 then 'OPEN' else 'BROKEN' end, 'agent1@bench.pocket',
             c.opened_at + interval '1 day', case when c.status = 'CLOSED' then c.closed_at when c.id % 10 <> 0 then now() - interval '1 day' end
      from collection_cases c where c.id % 5 = 0 and c.bucket_rank >= ${person}`);
    await step(tx, 'the open promises\' dates on their cases', `update collection_cases c set promised_for = p.pay_by from collection_promises p
      where p.order_id = c.order_id and p.status = 'OPEN' and c.status = 'OPEN'`);
    const started = performance.now();
    for (const q of fillMonthEnds(null, monthEndBefore(lusakaDate(new Date())))) await tx.execute(q);
    log(`  ${'month-end buckets (the migration\'s backfill)'.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
    const before = `(${LUSAKA_TODAY} - 2)`;
    await step(tx, 'fee accruals (to the day before yesterday)', `insert into fee_accruals (order_id, start_day, term_days, fee, earned)
      select o.id, d.start, o.term_days, p.fee_due,
             case when o.status = 'SETTLED' and o.settled_at < now() - interval '2 days' then p.fee_due
                  else least(p.fee_due, p.fee_due * least(o.term_days, greatest(0, ${before} - d.start)) / greatest(o.term_days, 1)) end
      from loan_orders o join loan_plans p on p.order_id = o.id
      cross join lateral (select ((o.disbursed_at at time zone 'UTC') + interval '2 hours')::date as start) d
      where d.start < ${LUSAKA_TODAY} - 1 and p.fee_due > 0`);
    await run(tx, `insert into fee_accrual_days (day, deferred, earned) values (${before}, 0, 0) on conflict do nothing`);
  });
  // Vacuumed as well as analyzed, as autovacuum would leave tables filled once: a table never vacuumed has no page
  // marked all-visible, so PostgreSQL will not read an index alone (an index-only scan) and the roll rates' month read
  // `collection_case_moves` page by page instead of `collection_case_moves_month_idx` (docs/performance.md).
  for (const table of ['staff_members', 'collection_cases', 'collection_case_moves', 'collection_collected', 'collection_promises', 'collection_month_end_cases', 'fee_accruals']) await run(db, `vacuum (analyze) ${table}`);
}
