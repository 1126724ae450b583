/**
 * Recorded credit decisions made set-based (one statement, generate_series), for the backtest's tests and the credit
 * bench (docs/performance.md, "Credit policy at scale (issue 45)"). Decision g (1..n) is spread evenly over `days` days
 * from `from`, by version 1 for a borrower taken in turn from the database's users: three in four approved and linked
 * to a loan (taken in turn from loan_orders, when there are any), one in four refused above the limit. Its features
 * vary with g (account age 0-399 days, 0-6 loans on time, 0-2 late, 0-44 days late, a write-off in 97, the
 * questionnaire one in two, VIP one in ten), so a draft's rules refuse some and pass others.
 */
import { sql } from 'drizzle-orm';

import type { Tx } from '../src/db/client';

export async function recordDecisions(tx: Tx, p: { n: number; from: Date; days: number }): Promise<void> {
  const spanSecs = p.days * 86_400;
  await tx.execute(sql`
    with u as (select array_agg(id order by id) as ids from users),
         o as (select array_agg(id order by id) as ids, array_agg(user_id order by id) as users from loan_orders),
         d as (
           select g, g % 4 = 0 as refused,
                  ${p.from.toISOString()}::timestamptz + make_interval(secs => (g - 1)::double precision * ${spanSecs} / ${p.n}) as at,
                  case when g % 4 <> 0 and cardinality(o.ids) > 0 then o.ids[1 + g % cardinality(o.ids)] end as order_id,
                  case when g % 4 <> 0 and cardinality(o.ids) > 0 then o.users[1 + g % cardinality(o.ids)] else u.ids[1 + g % cardinality(u.ids)] end as user_id,
                  50000 + (g % 7) * 30000 as base, 30000 + (g % 20) * 5000 as amount
           from generate_series(1, ${p.n}) g cross join u cross join o)
    insert into credit_decisions (user_id, order_id, policy_version, arm, outcome, amount, product_id, term_days, features, inputs, score, limit_make_up, reasons, created_at)
    select user_id, order_id, 1, 'champion', case when refused then 'refused' else 'approved' end, case when refused then base + 100000 else amount end, 1, 14,
           jsonb_build_object('accountAgeDays', g % 400, 'loansPaidOnTime', g % 7, 'loansPaidLate', (g / 7) % 3, 'maxDaysLate', g % 45, 'extensionsUsed', g % 3,
                              'loansWrittenOff', case when g % 97 = 0 then 1 else 0 end, 'questionnaire', g % 2, 'vip', case when g % 10 = 0 then 1 else 0 end),
           jsonb_build_object('baseLimit', base, 'openLoan', false, 'overdue', false, 'review', null, 'at', to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
           null,
           jsonb_build_object('base', base, 'fromStart', false, 'questionnaireBonus', 0, 'vipBoost', 0, 'capped', false, 'limit', base, 'available', base),
           case when refused then jsonb_build_array(jsonb_build_object('code', 'above-limit', 'result', 'refused', 'note', 'asked above the limit')) else '[]'::jsonb end,
           at
    from d`);
}
