import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import type { PlanState } from '@pocket/contracts/plan-state';

import type { Tx } from '../../db/client';
import { txStatement } from '../../db/statement';
import { currentVersionOf, currentVersions, type Product, type ProductTerm } from './domain/product';
import { creditLimits, loanOrders, loanPlans, loanProducts, type OrderRow, type PlanRow, type ProductRow } from './schema';

const MAX_PRODUCT_ID = 2_147_483_647;

export const OPEN_STATUSES = ['REVIEWING', 'DISBURSING', 'REPAYING', 'OVERDUE'] as const;

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    code: row.code as Product['code'],
    version: row.version,
    effectiveFrom: row.effectiveFrom.toISOString(),
    name: row.name,
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    step: row.step,
    terms: row.terms as ProductTerm[],
    stages: row.stages,
    serviceFeeBp: row.serviceFeeBp,
    serviceFeeMin: row.serviceFeeMin,
    penaltyDailyBp: row.penaltyDailyBp,
    penaltyCapBp: row.penaltyCapBp,
    extensionFeeBp: row.extensionFeeBp,
    maxExtensions: row.maxExtensions,
    extensionDaysBefore: row.extensionDaysBefore,
    extensionDaysAfter: row.extensionDaysAfter,
  };
}

/** Every version of every product (a handful of rows), oldest first. */
export async function productVersions(tx: Tx): Promise<Product[]> {
  const rows = await tx.select().from(loanProducts).orderBy(asc(loanProducts.id));
  return rows.map(toProduct);
}

/** The active products as new loans take them at `at`: the current version of each. */
export async function listProducts(tx: Tx, at: Date): Promise<Product[]> {
  const rows = await tx.select().from(loanProducts).where(eq(loanProducts.active, true)).orderBy(asc(loanProducts.id));
  return currentVersions(rows.map(toProduct), at);
}

/** One version by its id: a loan's own terms (the version it was applied for). */
export async function getProduct(tx: Tx, id: number): Promise<Product | null> {
  // Product ids are 32-bit integers: a larger id names no product (and must not reach the database as one).
  if (id > MAX_PRODUCT_ID) return null;
  const [row] = await tx.select().from(loanProducts).where(eq(loanProducts.id, id));
  return row ? toProduct(row) : null;
}

/** The version a new loan asking for product `id` (any version of it) takes at `at`; null for an unknown id. */
export async function currentProductFor(tx: Tx, id: number, at: Date): Promise<Product | null> {
  const asked = await getProduct(tx, id);
  if (!asked) return null;
  const rows = await tx.select().from(loanProducts).where(eq(loanProducts.code, asked.code));
  return currentVersionOf(rows.map(toProduct), asked.code, at);
}

export function planState(row: PlanRow): PlanState {
  return {
    due: { penalty: row.penaltyDue, fee: row.feeDue, interest: row.interestDue, principal: row.principalDue },
    paid: { penalty: row.penaltyPaid, fee: row.feePaid, interest: row.interestPaid, principal: row.principalPaid },
    waived: { penalty: row.penaltyWaived, fee: row.feeWaived, interest: row.interestWaived, principal: row.principalWaived },
    dueDate: row.dueDate,
    extensions: row.extensions,
    penaltyThrough: row.penaltyThrough,
  };
}

/** The plan columns that hold a plan state. */
export function planColumns(s: PlanState) {
  return {
    penaltyDue: s.due.penalty, feeDue: s.due.fee, interestDue: s.due.interest, principalDue: s.due.principal,
    penaltyPaid: s.paid.penalty, feePaid: s.paid.fee, interestPaid: s.paid.interest, principalPaid: s.paid.principal,
    penaltyWaived: s.waived.penalty, feeWaived: s.waived.fee, interestWaived: s.waived.interest, principalWaived: s.waived.principal,
    dueDate: s.dueDate, extensions: s.extensions, penaltyThrough: s.penaltyThrough, updatedAt: new Date(),
  };
}

const planAndOrder = { plan: loanPlans, order: loanOrders };

// A repayment's lock (the user's bill, then its order), built once (txStatement): the same statement findPlan's
// builder writes below for `userId` and `lock`.
const userPlanForUpdate = txStatement(
  'plan_and_order_for_update',
  (db) =>
    db
      .select(planAndOrder)
      .from(loanPlans)
      .innerJoin(loanOrders, eq(loanOrders.id, loanPlans.orderId))
      .where(and(eq(loanPlans.id, sql.placeholder('planId')), eq(loanPlans.userId, sql.placeholder('userId'))))
      .for('update', { of: [loanPlans, loanOrders] }),
  planAndOrder,
);

/** A plan and its order, only when both belong to the user (another user's id reads as absent). Locks with `lock`. */
export async function findPlan(tx: Tx, planId: number, userId: number | null, lock = false): Promise<{ plan: PlanRow; order: OrderRow } | null> {
  if (lock && userId !== null) {
    const [row] = await userPlanForUpdate(tx, { planId, userId });
    return row ?? null;
  }
  // One statement for the plan and its order (with `lock`, both rows locked: the plan's, then the order's).
  const q = tx
    .select({ plan: loanPlans, order: loanOrders })
    .from(loanPlans)
    .innerJoin(loanOrders, eq(loanOrders.id, loanPlans.orderId))
    .where(userId === null ? eq(loanPlans.id, planId) : and(eq(loanPlans.id, planId), eq(loanPlans.userId, userId)));
  const [row] = lock ? await q.for('update', { of: [loanPlans, loanOrders] }) : await q;
  return row ?? null;
}

export async function findOrder(tx: Tx, orderId: number, userId: number | null, lock = false): Promise<OrderRow | null> {
  const q = tx.select().from(loanOrders).where(userId === null ? eq(loanOrders.id, orderId) : and(eq(loanOrders.id, orderId), eq(loanOrders.userId, userId)));
  const [order] = lock ? await q.for('update') : await q;
  return order ?? null;
}

export async function plansOf(tx: Tx, orderIds: number[], lock = false): Promise<PlanRow[]> {
  if (orderIds.length === 0) return [];
  const q = tx.select().from(loanPlans).where(inArray(loanPlans.orderId, orderIds)).orderBy(asc(loanPlans.orderId), asc(loanPlans.loanPeriod));
  return lock ? await q.for('update') : await q;
}

export async function ordersOf(tx: Tx, userId: number): Promise<OrderRow[]> {
  return tx.select().from(loanOrders).where(eq(loanOrders.userId, userId)).orderBy(asc(loanOrders.id));
}

/** The user's base limit row, created at the starting limit on first use; locked when asked. */
export async function baseLimit(tx: Tx, userId: number, start: number, lock = false): Promise<number> {
  const read = async () => {
    const q = tx.select().from(creditLimits).where(eq(creditLimits.userId, userId));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  };
  // Written only when missing (issue 34: every read of the limit wrote first, a statement on each getMyLoanInfo).
  let row = await read();
  if (!row) {
    await tx.insert(creditLimits).values({ userId, baseLimit: start }).onConflictDoNothing();
    row = await read();
  }
  return row?.baseLimit ?? start;
}

/** The start of a base limit row created in this transaction, when the version that decides has another one (decision.ts). */
export async function setNewLimitStart(tx: Tx, userId: number, start: number): Promise<void> {
  await tx.update(creditLimits).set({ baseLimit: start }).where(eq(creditLimits.userId, userId));
}

/** Sets the base limit; a raise also records when and from what (the "limit raised recently" review rule). */
export async function setBaseLimit(tx: Tx, userId: number, value: number, now: Date): Promise<void> {
  const raised = sql`${value} > ${creditLimits.baseLimit}`;
  await tx
    .update(creditLimits)
    .set({
      baseLimit: value,
      raisedAt: sql`case when ${raised} then ${now.toISOString()}::timestamptz else ${creditLimits.raisedAt} end`,
      raisedFrom: sql`case when ${raised} then ${creditLimits.baseLimit} else ${creditLimits.raisedFrom} end`,
      updatedAt: now,
    })
    .where(eq(creditLimits.userId, userId));
}
