import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import { addDays } from '@pocket/contracts/lusaka-date';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { kycIdentityRows, kycSectionRows } from '../kyc/plugin';
import { loanOrderRows, loanPlanRows, loanProductRows } from '../lending/plugin';
import { paymentRows } from '../payments/plugin';
import { accountRows } from '../user/plugin';

/*
 * The reports' read side. It reads the ledger (ledger_entries, ledger_lines) by name, and loans, bills, products,
 * payments, accounts and KYC through the relations their owners publish on their doors (lending, payments, user, kyc),
 * never their tables, and writes nothing:
 * every statement here is a SELECT. Instants are compared as timestamps; Lusaka dates are UTC+2 all year.
 *
 * These are the reports' definitions, over every row. The service answers most of them from the summaries instead
 * (summaries.repo.ts), which summaries.test.ts holds equal to these on random data.
 */

/** The Lusaka business date of a timestamp column, YYYY-MM-DD. */
const lusakaDay = (column: SQL) => sql`to_char((${column} at time zone 'UTC') + interval '2 hours', 'YYYY-MM-DD')`;

/** A range of Lusaka dates (inclusive) and its instants [start, end). */
export interface Window {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

export interface Filters {
  product?: number | undefined;
  channel?: string | undefined;
}

/** `and o.product_id = ... and u.register_channel = ...` for the filters given (o: loan_orders, u: users). */
function loanFilters(f: Filters): SQL {
  return sql`${f.product === undefined ? sql`` : sql`and o.product_id = ${f.product}`} ${f.channel === undefined ? sql`` : sql`and u.register_channel = ${f.channel}`}`;
}

/** An instant as a parameter both drivers take (postgres.js does not bind a Date in raw SQL). */
const instant = (d: Date) => sql`${d.toISOString()}::timestamptz`;

type Num = number | string;
const n = (v: Num | null | undefined) => Number(v ?? 0);

export async function disbursedByDay(db: Tx, w: Window, f: Filters) {
  const rows = await selectRows<{ date: string; loans: Num; principal: Num }>(
    db,
    sql`select ${lusakaDay(sql`o.disbursed_at`)} as date, count(*) as loans, sum(o.principal) as principal
        from ${loanOrderRows} o join ${accountRows} u on u.id = o.user_id
        where o.disbursed_at >= ${instant(w.start)} and o.disbursed_at < ${instant(w.end)} ${loanFilters(f)}
        group by 1 order by 1`,
  );
  return rows.map((r) => ({ date: r.date, loans: n(r.loans), principal: n(r.principal) }));
}

/** Money received (every successful payment but a payout: a disbursement or a refund), by operator and kind. */
export async function collectedByOperator(db: Tx, w: Window, f: Filters) {
  const rows = await selectRows<{ operator: string; kind: string; payment_count: Num; amount: Num }>(
    db,
    sql`select p.provider as operator, p.kind, count(*) as payment_count, sum(p.amount) as amount
        from ${paymentRows} p join ${accountRows} u on u.id = p.user_id ${f.product === undefined ? sql`left` : sql``} join ${loanOrderRows} o on o.id = p.order_id
        where p.status = 'SUCCESSFUL' and p.kind not in ('DISBURSEMENT', 'REFUND') and p.finalized_at >= ${instant(w.start)} and p.finalized_at < ${instant(w.end)} ${loanFilters(f)}
        group by 1, 2 order by 1, 2`,
  );
  return rows.map((r) => ({ operator: r.operator, kind: r.kind, payments: n(r.payment_count), amount: n(r.amount) }));
}

/** What is still owed on open loans, by product, from the bills (due - paid - waived per component). */
export async function outstandingByProduct(db: Tx, f: Filters) {
  const rows = await selectRows<{ product_id: Num; product: string; loans: Num; principal: Num; interest: Num; fee: Num; penalty: Num }>(
    db,
    sql`select o.product_id, pr.name as product, count(distinct o.id) as loans,
               sum(p.principal_due - p.principal_paid - p.principal_waived) as principal,
               sum(p.interest_due - p.interest_paid - p.interest_waived) as interest,
               sum(p.fee_due - p.fee_paid - p.fee_waived) as fee,
               sum(p.penalty_due - p.penalty_paid - p.penalty_waived) as penalty
        from ${loanPlanRows} p join ${loanOrderRows} o on o.id = p.order_id join ${accountRows} u on u.id = o.user_id join ${loanProductRows} pr on pr.id = o.product_id
        where p.status <> 'SETTLED' and o.status in ('REPAYING', 'OVERDUE') ${loanFilters(f)}
        group by 1, 2 order by 1`,
  );
  return rows.map((r) => {
    const parts = { principal: n(r.principal), interest: n(r.interest), fee: n(r.fee), penalty: n(r.penalty) };
    return { productId: n(r.product_id), product: r.product, loans: n(r.loans), ...parts, total: parts.principal + parts.interest + parts.fee + parts.penalty };
  });
}

/**
 * Open loans with their outstanding principal and how many days their latest-due unpaid bill is late on `today`
 * (0 when none is late), summed per threshold: loans and principal more than N days late, for each N.
 */
export async function portfolioAtRisk(db: Tx, today: string, thresholds: readonly number[], f: Filters) {
  const buckets = thresholds.map((d) => sql`, count(*) filter (where days_late > ${d}) as "loans_${sql.raw(String(d))}", coalesce(sum(principal) filter (where days_late > ${d}), 0) as "principal_${sql.raw(String(d))}"`);
  const [row] = await selectRows<Record<string, Num>>(
    db,
    sql`with loans as (
          select o.id, sum(p.principal_due - p.principal_paid - p.principal_waived) as principal,
                 coalesce(max(${today}::date - p.due_date::date) filter (where p.due_date < ${today}), 0) as days_late
          from ${loanPlanRows} p join ${loanOrderRows} o on o.id = p.order_id join ${accountRows} u on u.id = o.user_id
          where p.status <> 'SETTLED' and o.status in ('REPAYING', 'OVERDUE') ${loanFilters(f)}
          group by o.id
        )
        select count(*) as loans, coalesce(sum(principal), 0) as principal ${sql.join(buckets, sql``)} from loans`,
  );
  return {
    loans: n(row?.loans),
    principal: n(row?.principal),
    buckets: thresholds.map((d) => ({ days: d, loans: n(row?.[`loans_${d}`]), principal: n(row?.[`principal_${d}`]) })),
  };
}

/**
 * Loans disbursed in the window by disbursement week (Monday, Lusaka), and those of them with a bill that was or is
 * more than 30 days late: paid more than 30 days after its due date, or unpaid and more than 30 days past it today.
 */
export async function vintageByWeek(db: Tx, w: Window, today: string, f: Filters) {
  // Set-based (the cohort, then its late loans by one join), not a lookup per loan (docs/performance.md).
  const rows = await selectRows<{ week: string; loans: Num; principal: Num; loans30: Num; principal30: Num }>(
    db,
    sql`with cohort as (
          select o.id, o.principal, to_char(date_trunc('week', ((o.disbursed_at at time zone 'UTC') + interval '2 hours')), 'YYYY-MM-DD') as week
          from ${loanOrderRows} o join ${accountRows} u on u.id = o.user_id
          where o.disbursed_at >= ${instant(w.start)} and o.disbursed_at < ${instant(w.end)} ${loanFilters(f)}
        ), late30 as (
          select distinct p.order_id from ${loanPlanRows} p join cohort c on c.id = p.order_id
          -- paid from the start of the 31st Lusaka day after the due date, or unpaid with the due date more than 30 days ago
          where (p.settled_at is not null and p.settled_at >= ((p.due_date::date + 31)::timestamp at time zone 'UTC') - interval '2 hours')
             or (p.status <> 'SETTLED' and p.due_date < ${addDays(today, -30)})
        )
        select c.week, count(*) as loans, sum(c.principal) as principal,
               count(l.order_id) as loans30, coalesce(sum(c.principal) filter (where l.order_id is not null), 0) as principal30
        from cohort c left join late30 l on l.order_id = c.id group by c.week order by c.week`,
  );
  return rows.map((r) => ({ week: r.week, loans: n(r.loans), principal: n(r.principal), loans30: n(r.loans30), principal30: n(r.principal30) }));
}

/** Every ledger account's balance from the entries posted before `end` (debit positive, credit negative). */
export async function accountBalances(db: Tx, end: Date) {
  const rows = await selectRows<{ account: string; balance: Num }>(
    db,
    sql`select l.account, sum(l.amount) as balance
        from ledger_lines l join ledger_entries e on e.id = l.entry_id
        where e.created_at < ${instant(end)}
        group by l.account order by l.account`,
  );
  return rows.map((r) => ({ account: r.account, balance: n(r.balance) }));
}

/** Kinds of payment that take money out of our operator wallets (to a borrower's wallet); every other kind brings it in. */
export const MONEY_OUT_KINDS = ['DISBURSEMENT', 'REFUND'] as const;

/**
 * Money in and out of each operator wallet per Lusaka day from the successful payments, with the running balance from
 * the first payment ever (so a day's balance is right whatever `from` is). Days without a payment are not listed.
 */
export async function cashByOperatorDay(db: Tx, w: Window) {
  const out = sql.join(MONEY_OUT_KINDS.map((k) => sql`${k}`), sql`, `);
  const rows = await selectRows<{ date: string; operator: string; money_in: Num; money_out: Num; balance: Num }>(
    db,
    sql`with daily as (
          select ${lusakaDay(sql`p.finalized_at`)} as date, p.provider as operator,
                 coalesce(sum(p.amount) filter (where p.kind not in (${out})), 0) as money_in,
                 coalesce(sum(p.amount) filter (where p.kind in (${out})), 0) as money_out
          from ${paymentRows} p
          where p.status = 'SUCCESSFUL' and p.finalized_at < ${instant(w.end)}
          group by 1, 2
        ), running as (
          select *, sum(money_in - money_out) over (partition by operator order by date) as balance from daily
        )
        select * from running where date >= ${w.from} order by date, operator`,
  );
  return rows.map((r) => ({ date: r.date, operator: r.operator, moneyIn: n(r.money_in), moneyOut: n(r.money_out), net: n(r.money_in) - n(r.money_out), balance: n(r.balance) }));
}

/** Borrowers who signed up in the window (by channel) and how many of them reached each step (set-based, one pass each). */
export async function kycFunnelCounts(db: Tx, w: Window, channel: string | undefined) {
  const [row] = await selectRows<Record<string, Num>>(
    db,
    sql`with signed as (
          select u.id from ${accountRows} u
          where u.created_at >= ${instant(w.start)} and u.created_at < ${instant(w.end)} ${channel === undefined ? sql`` : sql`and u.register_channel = ${channel}`}
        ), sections as (
          select s.user_id, count(*) filter (where s.section = 'face') as face, count(*) filter (where s.section in ('base', 'linkman', 'work')) as details
          from ${kycSectionRows} s join signed on signed.id = s.user_id group by s.user_id
        ), orders as (
          select o.user_id, bool_or(o.disbursed_at is not null) as disbursed from ${loanOrderRows} o join signed on signed.id = o.user_id group by o.user_id
        )
        select (select count(*) from signed) as signed_up,
               (select count(*) from ${kycIdentityRows} k join signed on signed.id = k.user_id) as identity,
               (select count(*) from sections where face > 0) as face,
               (select count(*) from sections where details = 3) as details,
               (select count(*) from orders) as applied,
               (select count(*) from orders where disbursed) as disbursed`,
  );
  return [n(row?.signed_up), n(row?.identity), n(row?.face), n(row?.details), n(row?.applied), n(row?.disbursed)];
}
