import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { loanOrders, loanPlans, loanProducts } from './schema';

// What other rooms read of loans, bills and products inside their own one-statement reads (docs/architecture.md#server-modules):
// the columns lending publishes, as relations to join (`from ${loanOrderRows} o`). Each is a plain projection, which
// PostgreSQL pulls up into the caller's statement, so the caller's plan is the one it had over the table itself.

/** Loan orders: the columns the desks, reports, the credit policy's outcomes and the closure read. */
export const loanOrderRows = sql`(select id, user_id, product_id, status, principal, term_days, reject_reason, priority_review, wallet_msisdn,
    created_at, disbursed_at, settled_at, settled_late, written_off_at from ${loanOrders})`;

/** Bills: dates, status, whether ever overdue, and the due / paid / waived parts (ngwee). */
export const loanPlanRows = sql`(select id, order_id, user_id, loan_period, due_date, status, settled_at, was_overdue,
    principal_due, interest_due, fee_due, penalty_due, principal_paid, interest_paid, fee_paid, penalty_paid,
    principal_waived, interest_waived, fee_waived, penalty_waived from ${loanPlans})`;

/**
 * Loan orders with every column, for a read that answers whole orders (`join ${loanOrderRecords} o`, then
 * `row_to_json(o)` read back with `orderFromJson`): the stage orders' loans.
 */
export const loanOrderRecords = sql`(select * from ${loanOrders})`;

/** Products: id and name. */
export const loanProductRows = sql`(select id, name from ${loanProducts})`;

/** The borrower that `order` (SQL of an order id) belongs to, as a one-column select for the caller's union. */
export const orderOwnerOf = (order: SQL) => sql`select o.user_id from ${loanOrders} o where o.id = ${order}`;

/** A borrower's last 50 loans as the desk lists them, newest first. */
export const loansOfBorrower = (db: Tx, uid: number) =>
  selectRows<Record<string, unknown>>(
    db,
    sql`select id as "orderId", status, principal, term_days as "termDays", reject_reason as "rejectReason", priority_review as "priorityReview",
               created_at as "createdAt", disbursed_at as "disbursedAt", settled_at as "settledAt"
        from ${loanOrders} where user_id = ${uid} order by id desc limit 50`,
  );

/** A borrower's open loans (repaying or overdue) with each open bill's due date, by loan then due date (the sandbox's /dev/phone). */
export const openLoanDueDates = (db: Tx, userId: number) =>
  db
    .select({ orderId: loanOrders.id, status: loanOrders.status, dueDate: loanPlans.dueDate })
    .from(loanOrders)
    .innerJoin(loanPlans, and(eq(loanPlans.orderId, loanOrders.id), inArray(loanPlans.status, ['REPAYING', 'OVERDUE'])))
    .where(and(eq(loanOrders.userId, userId), inArray(loanOrders.status, ['REPAYING', 'OVERDUE'])))
    .orderBy(asc(loanOrders.id), asc(loanPlans.dueDate));

/** How many of a borrower's loans are settled. */
export async function settledLoanCount(tx: Tx, userId: number): Promise<number> {
  const [settled] = await tx.select({ n: count() }).from(loanOrders).where(and(eq(loanOrders.userId, userId), eq(loanOrders.status, 'SETTLED')));
  return settled?.n ?? 0;
}
