import { type SQL, sql } from 'drizzle-orm';

import type { BusinessDate } from '@pocket/contracts/lusaka-date';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { daysPastDue } from './domain/delinquency';

/** One open loan's lateness, from its bills (docs/collections.md, "Days past due"). Amounts in ngwee. */
export interface LoanDelinquency {
  orderId: number;
  userId: number;
  /** The due date of the oldest unpaid bill (null: every bill is paid). */
  oldestDue: BusinessDate | null;
  daysPastDue: number;
  /** What the bills past their due date still owe. */
  overdue: number;
  /**
   * What the bills past their due date still owe before penalties (their principal, interest and fees): it moves when
   * a bill falls due or is paid, not with each day's penalty (the collections queue's order).
   */
  overdueBeforePenalty: number;
  /** What every unpaid bill of the loan still owes. */
  outstanding: number;
  /** What the loan has been paid so far, every bill (a promise to pay is kept when this grows by its amount). */
  paid: number;
  writtenOff: boolean;
  /** The loan's status (REPAYING, OVERDUE, SETTLED, ...). */
  status: string;
}

interface Row {
  order_id: number | string;
  user_id: number | string;
  oldest_due: string | null;
  overdue: number | string | null;
  overdue_before_penalty: number | string | null;
  outstanding: number | string | null;
  paid: number | string | null;
  written_off: boolean;
  status: string;
}

const BEFORE_PENALTY = sql`p.principal_due - p.principal_paid - p.principal_waived + p.interest_due - p.interest_paid - p.interest_waived
  + p.fee_due - p.fee_paid - p.fee_waived`;
const OWED = sql`(${BEFORE_PENALTY} + p.penalty_due - p.penalty_paid - p.penalty_waived)`;

/** Per loan, from its bills in one statement: the oldest unpaid due date and what is owed (late and in all). */
const perLoan = (today: BusinessDate, extra: SQL = sql``, from: SQL = sql`loan_orders o join loan_plans p on p.order_id = o.id`) => sql`
  select o.id as order_id, o.user_id, o.status, o.written_off_at is not null as written_off,
    min(p.due_date) filter (where p.status <> 'SETTLED') as oldest_due,
    coalesce(sum(${OWED}) filter (where p.status <> 'SETTLED' and p.due_date < ${today}), 0) as overdue,
    coalesce(sum(${BEFORE_PENALTY}) filter (where p.status <> 'SETTLED' and p.due_date < ${today}), 0) as overdue_before_penalty,
    coalesce(sum(${OWED}) filter (where p.status <> 'SETTLED'), 0) as outstanding,
    coalesce(sum(p.principal_paid + p.interest_paid + p.fee_paid + p.penalty_paid), 0) as paid${extra}
  from ${from}`;

/** Has a bill past its due date on `today` and is open (`lateOrderIds`), as an aggregate over a loan's bills `p`. */
const lateOf = (today: BusinessDate) =>
  sql`coalesce(bool_or(p.status <> 'SETTLED' and p.due_date < ${today}), false) and o.status in ('REPAYING', 'OVERDUE')`;

/** `days_past_due` as `daysPastDue` computes it, from `x.oldest_due`. */
const dpdOf = (today: BusinessDate) => sql`case when x.oldest_due is null then 0 else greatest(0, ${today}::date - x.oldest_due::date) end`;

const toDelinquency = (today: BusinessDate) => (r: Row): LoanDelinquency => ({
  orderId: Number(r.order_id),
  userId: Number(r.user_id),
  oldestDue: r.oldest_due,
  daysPastDue: daysPastDue(r.oldest_due, today),
  overdue: Number(r.overdue ?? 0),
  overdueBeforePenalty: Number(r.overdue_before_penalty ?? 0),
  outstanding: Number(r.outstanding ?? 0),
  paid: Number(r.paid ?? 0),
  writtenOff: r.written_off,
  status: r.status,
});

/**
 * The open loans with a bill past its due date on `today` (Lusaka), by order id, `limit` after order `after` (a page
 * of the daily job: it reads the late bills through loan_plans' open-bills index, then their loans).
 */
export async function lateLoans(tx: Tx, today: BusinessDate, after: number, limit: number): Promise<LoanDelinquency[]> {
  const rows = await selectRows<Row>(
    tx,
    sql`${perLoan(today)}
      where o.id in (select distinct lp.order_id from loan_plans lp join loan_orders lo on lo.id = lp.order_id
                     where lp.status <> 'SETTLED' and lp.due_date < ${today} and lp.order_id > ${after} and lo.status in ('REPAYING', 'OVERDUE')
                     order by lp.order_id limit ${limit})
      group by o.id order by o.id`,
  );
  return rows.map(toDelinquency(today));
}

/** One loan's lateness on `today` (any status; null for an unknown loan). */
export async function loanDelinquency(tx: Tx, orderId: number, today: BusinessDate): Promise<LoanDelinquency | null> {
  const [row] = await selectRows<Row>(tx, sql`${perLoan(today)} where o.id = ${orderId} group by o.id`);
  return row ? toDelinquency(today)(row) : null;
}

/** The lateness of the loans `orderIds` on `today`, by order id, in one statement (unknown ids are left out). */
export async function loansDelinquency(tx: Tx, orderIds: number[], today: BusinessDate): Promise<Map<number, LoanDelinquency>> {
  if (orderIds.length === 0) return new Map();
  const ids = sql.join(orderIds.map((id) => sql`${id}`), sql`, `);
  const rows = await selectRows<Row>(tx, sql`${perLoan(today)} where o.id in (${ids}) group by o.id`);
  return new Map(rows.map(toDelinquency(today)).map((d) => [d.orderId, d]));
}

/** The ids of the loans `lateLoans` pages through (open, with a bill past its due date on `today`), as a subquery. */
export const lateOrderIds = (today: BusinessDate): SQL =>
  sql`select lp.order_id from loan_plans lp join loan_orders lo on lo.id = lp.order_id
      where lp.status <> 'SETTLED' and lp.due_date < ${today} and lo.status in ('REPAYING', 'OVERDUE')`;

/**
 * The lateness of the loans `orders` (a subquery of order ids) in one statement, for a set-based job: the columns of
 * `LoanDelinquency` in snake case, `days_past_due` as `daysPastDue` computes it, and `late` (one of `lateOrderIds`).
 */
export const delinquencyRows = (today: BusinessDate, orders: SQL): SQL => sql`
  select x.*, ${dpdOf(today)} as days_past_due
  from (${perLoan(today, sql`, ${lateOf(today)} as late`)}
        where o.id in (${orders}) group by o.id) x`;

/**
 * The rows of `delinquencyRows` for every late loan (`lateOrderIds`) and every loan of `others` (a subquery of one row
 * per loan at most, with an `order_id` column; null-free `columns` of it are added to each row), in one pass over the
 * open loans' bills: the daily job's read (docs/performance.md, "Collections and the books at scale"). The late loans
 * are the open ones (REPAYING, OVERDUE) with a bill past its due date, so only the open loans and `others` are grouped,
 * and `others` is read once (joined, not asked per loan); no list of late loans' ids is made and deduplicated first.
 */
export const lateAndOtherRows = (today: BusinessDate, others: SQL, columns: string[]): SQL => {
  const extra = sql.join(columns.map((c) => sql`, k.${sql.identifier(c)}`));
  return sql`
  select x.*, ${dpdOf(today)} as days_past_due
  from (${perLoan(today, sql`, ${lateOf(today)} as late${extra}`, sql`loan_orders o join loan_plans p on p.order_id = o.id left join (${others}) k on k.order_id = o.id`)}
        where o.status in ('REPAYING', 'OVERDUE') or k.order_id is not null
        group by o.id, k.order_id${extra}
        having ${lateOf(today)} or k.order_id is not null) x`;
};

/** The open loans (REPAYING, OVERDUE) of the borrowers `users` (a subquery of `user_id`), as a subquery of `order_id`. */
export const openLoansOf = (users: SQL): SQL => sql`select o.id as order_id from loan_orders o where o.user_id in (${users}) and o.status in ('REPAYING', 'OVERDUE')`;

/**
 * The loans with an unpaid bill that fell due in [`from`, `to`): late on `to` and not on `from` (a subquery of
 * `order_id`, through the open bills' index, which starts with the due date).
 */
export const billsFallenDue = (from: BusinessDate, to: BusinessDate): SQL =>
  sql`select lp.order_id from loan_plans lp where lp.status <> 'SETTLED' and lp.due_date >= ${from} and lp.due_date < ${to}`;
