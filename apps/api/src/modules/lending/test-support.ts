import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { creditLimits, loanOrders, loanPlans, loanProducts } from './schema';

// What other rooms' tests read and set up of lending's tables, so that no test outside lending names them.

/** One loan order as stored (undefined: none). */
export const loanOrderOf = async (db: Db, orderId: number) => (await db.select().from(loanOrders).where(eq(loanOrders.id, orderId)))[0];

/** Every stored version of the product `code`. */
export const productVersionsOf = (db: Db, code: string) => db.select().from(loanProducts).where(eq(loanProducts.code, code));

/** Stores a product version as given (a test's own product). */
export const addProductVersion = async (db: Db, version: typeof loanProducts.$inferInsert) => {
  await db.insert(loanProducts).values(version);
};

/** A borrower's loan orders as stored. */
export const loanOrdersOfBorrower = (db: Db, userId: number) => db.select().from(loanOrders).where(eq(loanOrders.userId, userId));

/** A loan's bills as stored. */
export const billsOfLoan = (db: Db, orderId: number) => db.select().from(loanPlans).where(eq(loanPlans.orderId, orderId));

/** A borrower's bills as stored. */
export const billsOfBorrower = (db: Db, userId: number) => db.select().from(loanPlans).where(eq(loanPlans.userId, userId));

/**
 * A loan's bills not settled, by due date: what each asked (due parts, ngwee), what it still owes and the penalty it
 * still owes (due less paid less waived).
 */
export const unpaidBillsOfLoan = (db: Db, orderId: number) =>
  selectRows<{ id: number | string; due_date: string; asked: number | string; owed: number | string; penalty_owed: number | string }>(
    db,
    sql`select id, due_date, principal_due + interest_due + fee_due + penalty_due as asked,
          principal_due + interest_due + fee_due + penalty_due - principal_paid - interest_paid - fee_paid - penalty_paid
            - principal_waived - interest_waived - fee_waived - penalty_waived as owed,
          penalty_due - penalty_paid - penalty_waived as penalty_owed
        from ${loanPlans} where ${loanPlans.orderId} = ${orderId} and ${loanPlans.status} <> 'SETTLED' order by ${loanPlans.dueDate}`,
  );

/** A bill charged `amount` (ngwee) of penalties through `through` (a Lusaka day), overdue: its columns as the penalty job leaves them. */
export async function chargeBillPenalty(db: Db, planId: number, amount: number, through: string): Promise<void> {
  await db.update(loanPlans).set({ penaltyDue: sql`${loanPlans.penaltyDue} + ${amount}`, penaltyThrough: through, status: 'OVERDUE' }).where(eq(loanPlans.id, planId));
}

/** `amount` (ngwee) of a bill's penalties waived: its column as the desk's waiver leaves it. */
export async function waiveBillPenalty(db: Db, planId: number, amount: number): Promise<void> {
  await db.update(loanPlans).set({ penaltyWaived: sql`${loanPlans.penaltyWaived} + ${amount}` }).where(eq(loanPlans.id, planId));
}

/**
 * Loans given at once (a job's tests over a few hundred loans): one per borrower, product 1, repaying since
 * `disbursedAt`, and their bills (`bills(order, { first, last })`: each bill's period, due date and principal due and
 * paid). Answers the orders, by id.
 */
export async function openLoansInBulk(
  db: Db,
  userIds: number[],
  loan: { principal: number; termDays: number; disbursedAt: Date },
  bills: (order: { id: number; userId: number }, range: { first: number; last: number }) => Array<{ period: number; dueDate: string; principalDue: number; principalPaid: number }>,
): Promise<Array<{ id: number; userId: number }>> {
  const orders = await db
    .insert(loanOrders)
    .values(userIds.map((userId) => ({ userId, productId: 1, principal: loan.principal, termDays: loan.termDays, status: 'REPAYING' as const, walletMsisdn: '0971234567', disbursedAt: loan.disbursedAt })))
    .returning({ id: loanOrders.id, userId: loanOrders.userId });
  orders.sort((a, b) => a.id - b.id);
  const range = { first: orders[0]!.id, last: orders[orders.length - 1]!.id };
  const rows = orders.flatMap((o) => bills(o, range).map((b) => ({ orderId: o.id, userId: o.userId, loanPeriod: b.period, dueDate: b.dueDate, status: 'REPAYING' as const, principalDue: b.principalDue, principalPaid: b.principalPaid })));
  await db.insert(loanPlans).values(rows);
  return orders;
}

/** `amount` (ngwee) more principal paid on each unsettled bill of these loans (of one period only, given `period`). */
export async function payTowardBills(db: Db, orderIds: number[], amount: number, period?: number): Promise<void> {
  if (orderIds.length === 0) return;
  const which = [inArray(loanPlans.orderId, orderIds), ne(loanPlans.status, 'SETTLED')];
  if (period !== undefined) which.push(eq(loanPlans.loanPeriod, period));
  await db.update(loanPlans).set({ principalPaid: sql`${loanPlans.principalPaid} + ${amount}` }).where(and(...which));
}

/** Every bill of these loans paid in full (principal) and settled. */
export async function payBillsInFull(db: Db, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db.update(loanPlans).set({ principalPaid: sql`${loanPlans.principalDue}`, status: 'SETTLED' }).where(inArray(loanPlans.orderId, orderIds));
}

/** These loans marked settled, and their bills too with `bills` (a test leaving no late loan behind). */
export async function markLoansSettled(db: Db, orderIds: number[], options: { bills?: boolean } = {}): Promise<void> {
  if (orderIds.length === 0) return;
  if (options.bills) await db.update(loanPlans).set({ status: 'SETTLED' }).where(inArray(loanPlans.orderId, orderIds));
  await db.update(loanOrders).set({ status: 'SETTLED' }).where(inArray(loanOrders.id, orderIds));
}

/** These loans written off now (the write-off's mark on the order only). */
export async function markLoansWrittenOff(db: Db, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db.update(loanOrders).set({ writtenOffAt: sql`now()` }).where(inArray(loanOrders.id, orderIds));
}

/** The ids of every loan order in `status` (as 'DISBURSING': its payout not final yet). */
export const loanOrderIdsInStatus = async (db: Db, status: typeof loanOrders.$inferSelect.status): Promise<number[]> =>
  (await db.select({ id: loanOrders.id }).from(loanOrders).where(eq(loanOrders.status, status))).map((r) => Number(r.id));

/** Every bill of the loan `orderId` due on `dueDate` (moved in the table itself: no job runs, no other loan is touched). */
export async function setLoanBillsDueDate(db: Db, orderId: number, dueDate: string): Promise<void> {
  await db.update(loanPlans).set({ dueDate }).where(eq(loanPlans.orderId, orderId));
}

/** Every stored product version, oldest first. */
export const allProductVersions = (db: Db) => db.select().from(loanProducts).orderBy(loanProducts.id);

/** The overdue job (lending's own, run by its date jobs), for a test that moves the clock itself. */
export { runOverdueJob } from './jobs';

/**
 * A borrower's hand-built loan on product 1 (a books test's portfolio): the order, paid out at `disbursedAt`, and its
 * bills, periods 1, 2, ... in the order given (each as the order's status unless given, repaying for a status bills lack).
 * Answers the order's and the bills' ids.
 */
export async function makeHandBuiltLoan(
  db: Db,
  userId: number,
  loan: { principal: number; termDays: number; disbursedAt: Date; status?: OrderStatusOf; walletMsisdn?: string },
  bills: Array<{ due: string; principal: number; interest?: number; fee?: number; penalty?: number; principalPaid?: number; feePaid?: number; status?: PlanStatusOf }>,
): Promise<{ order: number; plans: number[] }> {
  const status = loan.status ?? 'REPAYING';
  const order = await addLoanOrderRow(db, { userId, productId: 1, principal: loan.principal, termDays: loan.termDays, status, walletMsisdn: loan.walletMsisdn ?? '0971234567', disbursedAt: loan.disbursedAt });
  const plans: number[] = [];
  for (const [i, b] of bills.entries()) {
    plans.push(
      await addBillRow(db, {
        orderId: order, userId, loanPeriod: i + 1, dueDate: b.due, status: b.status ?? (status === 'OVERDUE' || status === 'SETTLED' ? status : 'REPAYING'),
        principalDue: b.principal, interestDue: b.interest ?? 0, feeDue: b.fee ?? 0, penaltyDue: b.penalty ?? 0, principalPaid: b.principalPaid ?? 0, feePaid: b.feePaid ?? 0,
      }),
    );
  }
  return { order, plans };
}

/** A loan marked settled at `at` (the order only). */
export async function markLoanSettledAt(db: Db, orderId: number, at: Date): Promise<void> {
  await db.update(loanOrders).set({ status: 'SETTLED', settledAt: at }).where(eq(loanOrders.id, orderId));
}

type OrderStatusOf = (typeof loanOrders.$inferInsert)['status'];
type PlanStatusOf = (typeof loanPlans.$inferInsert)['status'];

/** A loan written off at `at` (the write-off's mark on the order only, as markLoansWrittenOff). */
export async function markLoanWrittenOffAt(db: Db, orderId: number, at: Date): Promise<void> {
  await db.update(loanOrders).set({ writtenOffAt: at }).where(eq(loanOrders.id, orderId));
}

/** The bill of period `period` of the loan `orderId` paid in full (its principal; marked settled). */
export async function payBillInFull(db: Db, orderId: number, period: number): Promise<void> {
  await db.update(loanPlans).set({ principalPaid: sql`${loanPlans.principalDue}`, status: 'SETTLED' }).where(and(eq(loanPlans.orderId, orderId), eq(loanPlans.loanPeriod, period)));
}

/** Every bill of the loan `orderId` with the fee paid or the penalty due set (a books test's hand-made month). */
export async function setBillsOfLoan(db: Db, orderId: number, set: { feePaid?: number; penaltyDue?: number }): Promise<void> {
  await db.update(loanPlans).set(set).where(eq(loanPlans.orderId, orderId));
}

/** A refused application of the borrower's on product 1 (the order only, as the review leaves it). */
export async function addRefusedApplication(db: Db, userId: number, a: { principal: number; termDays: number; walletMsisdn: string }): Promise<void> {
  await addLoanOrderRow(db, { userId, productId: 1, ...a, status: 'REJECTED' });
}

/** The borrower's base credit limit raised to `baseLimit` at `raisedAt` from `raisedFrom` (a new row: none before). */
export async function addRaisedCreditLimit(db: Db, userId: number, l: { baseLimit: number; raisedAt: Date; raisedFrom: number }): Promise<void> {
  await db.insert(creditLimits).values({ userId, ...l });
}

/** The bill `planId` due `days` days later (earlier when negative), as another process or an operator would move it. */
export async function moveBillDueDate(db: Db, planId: number, days: number): Promise<void> {
  await db.update(loanPlans).set({ dueDate: sql`(${loanPlans.dueDate}::date + ${days}::int)::text` }).where(eq(loanPlans.id, planId));
}

// The reports' model test (reports/summaries.test.ts) writes and changes loans and bills at random, row by row, as any
// writer could, to check that the reports' triggers keep their summaries: these are its plain writes.

/** A loan order row as given (any product, status or payout time). Answers its id. */
export async function addLoanOrderRow(db: Db, order: typeof loanOrders.$inferInsert): Promise<number> {
  const [row] = await db.insert(loanOrders).values(order).returning({ id: loanOrders.id });
  return row!.id;
}

/** A bill row as given. Answers its id. */
export async function addBillRow(db: Db, bill: typeof loanPlans.$inferInsert): Promise<number> {
  const [row] = await db.insert(loanPlans).values(bill).returning({ id: loanPlans.id });
  return row!.id;
}

/** The loan order `orderId` changed as given (plain values or SQL of its columns). */
export async function changeLoanOrderRow(db: Db, orderId: number, set: PgUpdateSetSource<typeof loanOrders>): Promise<void> {
  await db.update(loanOrders).set(set).where(eq(loanOrders.id, orderId));
}

/** The bill `planId` changed as given (plain values or SQL of its columns). */
export async function changeBillRow(db: Db, planId: number, set: PgUpdateSetSource<typeof loanPlans>): Promise<void> {
  await db.update(loanPlans).set(set).where(eq(loanPlans.id, planId));
}

/** The bill `planId` deleted. */
export async function deleteBillRow(db: Db, planId: number): Promise<void> {
  await db.delete(loanPlans).where(eq(loanPlans.id, planId));
}

/** One bill as stored (undefined: none). */
export const billOf = async (db: Db, planId: number) => (await db.select().from(loanPlans).where(eq(loanPlans.id, planId)))[0];

/** These loans and all their bills settled (a bill's settled time kept, else now): nothing of them left open. */
export async function settleLoansAndBills(db: Db, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db.update(loanPlans).set({ status: 'SETTLED', settledAt: sql`coalesce(${loanPlans.settledAt}, now())` }).where(inArray(loanPlans.orderId, orderIds));
  await db.update(loanOrders).set({ status: 'SETTLED' }).where(inArray(loanOrders.id, orderIds));
}

/**
 * The principal still owed on every open bill, and the part of it on loans with an open bill due before `dueBefore`
 * (PAR's definition over the bills), as decimal text.
 */
export async function openPrincipal(db: Db, dueBefore: string): Promise<{ outstanding: string; at_risk: string }> {
  const owed = sql`coalesce(sum(${loanPlans.principalDue} - ${loanPlans.principalPaid} - ${loanPlans.principalWaived}), 0)`;
  const open = ne(loanPlans.status, 'SETTLED');
  const [all] = await db.select({ n: sql<string>`${owed}::text` }).from(loanPlans).where(open);
  const late = db.select({ orderId: loanPlans.orderId }).from(loanPlans).where(and(open, lt(loanPlans.dueDate, dueBefore)));
  const [risk] = await db.select({ n: sql<string>`${owed}::text` }).from(loanPlans).where(and(open, inArray(loanPlans.orderId, late)));
  return { outstanding: all!.n, at_risk: risk!.n };
}

// Lending's rules and services as other rooms' tests use them directly (a unit test of a rule, a service built by hand).
export { availableLimit, effectiveLimit, LIMIT_RULES, limitAfterSettlement } from './domain/credit-limit';
export { DEFAULT_PRODUCTS } from './domain/product';
export { deviceFeatures, kycFeaturesOf } from './features';
export { LoanService } from './loan.service';
