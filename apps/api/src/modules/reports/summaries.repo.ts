import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { loanProductRows } from '../lending/plugin';
import { collectedByOperator as collectedFromPayments, MONEY_OUT_KINDS } from './repo';
import type { Filters, Window } from './repo';

/*
 * The reports answered from their summaries (schema.ts; kept by triggers in the writing transaction, migration
 * report_summaries_triggers; docs/reports.md#summaries-the-reports-at-a-million-borrowers): the same signatures and
 * the same answers as the definitions in repo.ts, over a few thousand cells instead of every loan, bill, payment or
 * ledger line. summaries.test.ts holds each equal to its definition on random data. Every statement is a SELECT.
 */

type Num = number | string;
const n = (v: Num | null | undefined) => Number(v ?? 0);

/** `and c.product_id = ... and c.channel = ...` for the filters given (c: a cells table). */
function cellFilters(f: Filters): SQL {
  return sql`${f.product === undefined ? sql`` : sql`and c.product_id = ${f.product}`} ${f.channel === undefined ? sql`` : sql`and c.channel = ${f.channel}`}`;
}

export async function disbursedByDay(db: Tx, w: Window, f: Filters) {
  const rows = await selectRows<{ date: string; loans: Num; principal: Num }>(
    db,
    sql`select to_char(c.day, 'YYYY-MM-DD') as date, sum(c.loans) as loans, sum(c.principal) as principal
        from loan_cells c where c.day >= ${w.from}::date and c.day <= ${w.to}::date ${cellFilters(f)}
        group by c.day having sum(c.loans) > 0 order by c.day`,
  );
  return rows.map((r) => ({ date: r.date, loans: n(r.loans), principal: n(r.principal) }));
}

/** Without a product or channel filter from the daily totals; with one, from the payments (repo.ts). */
export async function collectedByOperator(db: Tx, w: Window, f: Filters) {
  if (f.product !== undefined || f.channel !== undefined) return collectedFromPayments(db, w, f);
  const out = sql.join(MONEY_OUT_KINDS.map((k) => sql`${k}`), sql`, `);
  const rows = await selectRows<{ operator: string; kind: string; payment_count: Num; amount: Num }>(
    db,
    sql`select c.provider as operator, c.kind, sum(c.payments) as payment_count, sum(c.amount) as amount
        from payment_day_totals c where c.kind not in (${out}) and c.day >= ${w.from}::date and c.day <= ${w.to}::date
        group by 1, 2 having sum(c.payments) > 0 order by 1, 2`,
  );
  return rows.map((r) => ({ operator: r.operator, kind: r.kind, payments: n(r.payment_count), amount: n(r.amount) }));
}

export async function outstandingByProduct(db: Tx, f: Filters) {
  const rows = await selectRows<{ product_id: Num; product: string; loans: Num; principal: Num; interest: Num; fee: Num; penalty: Num }>(
    db,
    sql`select c.product_id, pr.name as product, sum(c.loans) as loans, sum(c.principal) as principal, sum(c.interest) as interest,
               sum(c.fee) as fee, sum(c.penalty) as penalty
        from portfolio_cells c join ${loanProductRows} pr on pr.id = c.product_id
        where c.repaying ${cellFilters(f)}
        group by 1, 2 having sum(c.loans) > 0 order by 1`,
  );
  return rows.map((r) => {
    const parts = { principal: n(r.principal), interest: n(r.interest), fee: n(r.fee), penalty: n(r.penalty) };
    return { productId: n(r.product_id), product: r.product, loans: n(r.loans), ...parts, total: parts.principal + parts.interest + parts.fee + parts.penalty };
  });
}

/** A loan is more than N days late on `today` when its earliest open due date is before today - N. */
export async function portfolioAtRisk(db: Tx, today: string, thresholds: readonly number[], f: Filters) {
  const buckets = thresholds.map(
    (d) =>
      sql`, coalesce(sum(c.loans) filter (where c.first_open_due < ${today}::date - ${d}::int), 0) as "loans_${sql.raw(String(d))}", coalesce(sum(c.principal) filter (where c.first_open_due < ${today}::date - ${d}::int), 0) as "principal_${sql.raw(String(d))}"`,
  );
  const [row] = await selectRows<Record<string, Num>>(
    db,
    sql`select coalesce(sum(c.loans), 0) as loans, coalesce(sum(c.principal), 0) as principal ${sql.join(buckets, sql``)}
        from portfolio_cells c where c.repaying ${cellFilters(f)}`,
  );
  return {
    loans: n(row?.loans),
    principal: n(row?.principal),
    buckets: thresholds.map((d) => ({ days: d, loans: n(row?.[`loans_${d}`]), principal: n(row?.[`principal_${d}`]) })),
  };
}

/** The disbursement days of the window summed per week (Monday); a loan counts as late from its first late day. */
export async function vintageByWeek(db: Tx, w: Window, today: string, f: Filters) {
  const rows = await selectRows<{ week: string; loans: Num; principal: Num; loans30: Num; principal30: Num }>(
    db,
    sql`select to_char(c.day - (extract(isodow from c.day)::int - 1), 'YYYY-MM-DD') as week, sum(c.loans) as loans, sum(c.principal) as principal,
               coalesce(sum(c.loans) filter (where c.late30_from <= ${today}::date), 0) as loans30,
               coalesce(sum(c.principal) filter (where c.late30_from <= ${today}::date), 0) as principal30
        from loan_cells c where c.day >= ${w.from}::date and c.day <= ${w.to}::date ${cellFilters(f)}
        group by 1 having sum(c.loans) > 0 order by 1`,
  );
  return rows.map((r) => ({ week: r.week, loans: n(r.loans), principal: n(r.principal), loans30: n(r.loans30), principal30: n(r.principal30) }));
}

/** Every account's balance at the end of the Lusaka day `on` (repo.ts's accountBalances at the next day's start). */
export async function accountBalancesOn(db: Tx, on: string) {
  const rows = await selectRows<{ account: string; balance: Num }>(
    db,
    sql`select c.account, sum(c.amount) as balance from ledger_day_totals c where c.day <= ${on}::date group by c.account order by c.account`,
  );
  return rows.map((r) => ({ account: r.account, balance: n(r.balance) }));
}

export async function cashByOperatorDay(db: Tx, w: Window) {
  const out = sql.join(MONEY_OUT_KINDS.map((k) => sql`${k}`), sql`, `);
  const rows = await selectRows<{ date: string; operator: string; money_in: Num; money_out: Num; balance: Num }>(
    db,
    sql`with daily as (
          select to_char(c.day, 'YYYY-MM-DD') as date, c.provider as operator,
                 coalesce(sum(c.amount) filter (where c.kind not in (${out})), 0) as money_in,
                 coalesce(sum(c.amount) filter (where c.kind in (${out})), 0) as money_out
          from payment_day_totals c where c.day <= ${w.to}::date
          group by 1, 2 having sum(c.payments) > 0
        ), running as (
          select *, sum(money_in - money_out) over (partition by operator order by date) as balance from daily
        )
        select * from running where date >= ${w.from} order by date, operator`,
  );
  return rows.map((r) => ({ date: r.date, operator: r.operator, moneyIn: n(r.money_in), moneyOut: n(r.money_out), net: n(r.money_in) - n(r.money_out), balance: n(r.balance) }));
}

/** Borrowers who signed up in the window (by channel) and how many of them reached each step, from the funnel cells. */
export async function kycFunnelCounts(db: Tx, w: Window, channel: string | undefined) {
  const [row] = await selectRows<Record<string, Num>>(
    db,
    sql`select coalesce(sum(c.borrowers), 0) as signed_up, coalesce(sum(c.borrowers) filter (where c.identity), 0) as identity,
               coalesce(sum(c.borrowers) filter (where c.face), 0) as face, coalesce(sum(c.borrowers) filter (where c.details), 0) as details,
               coalesce(sum(c.borrowers) filter (where c.applied), 0) as applied, coalesce(sum(c.borrowers) filter (where c.disbursed), 0) as disbursed
        from funnel_cells c where c.day >= ${w.from}::date and c.day <= ${w.to}::date ${channel === undefined ? sql`` : sql`and c.channel = ${channel}`}`,
  );
  return [n(row?.signed_up), n(row?.identity), n(row?.face), n(row?.details), n(row?.applied), n(row?.disbursed)];
}
