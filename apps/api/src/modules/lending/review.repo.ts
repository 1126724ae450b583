import { and, asc, desc, eq, isNotNull, ne } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import type { PaymentEngine, PaymentRow } from '../payments/plugin';
import { creditLimits, loanOrders, loanProducts, type OrderRow } from './schema';

/** The PIN-less prompt text of a disbursement. */
export const disbursementText = (orderId: number) => `Pocket loan ${orderId}`;

/** Moves an approved order to DISBURSING and records its disbursement (sent by the caller after the commit). */
export async function startDisbursement(tx: Tx, engine: PaymentEngine, order: OrderRow, now: Date): Promise<PaymentRow> {
  await tx.update(loanOrders).set({ status: 'DISBURSING', updatedAt: now }).where(eq(loanOrders.id, order.id));
  return engine.create(tx, { userId: order.userId, orderId: order.id, planId: null, kind: 'DISBURSEMENT', msisdn: order.walletMsisdn, amount: order.principal });
}

const heldColumns = {
  order: loanOrders,
  product: loanProducts.name,
};

/** Applications held for a person and not decided yet: VIP first, then oldest first. */
export const waitingApplications = (tx: Tx, limit: number) =>
  tx
    .select(heldColumns)
    .from(loanOrders)
    .innerJoin(loanProducts, eq(loanProducts.id, loanOrders.productId))
    .where(and(eq(loanOrders.status, 'REVIEWING'), isNotNull(loanOrders.reviewRule)))
    .orderBy(desc(loanOrders.priorityReview), asc(loanOrders.createdAt), asc(loanOrders.id))
    .limit(limit);

/** One held application, whatever its status now (null when the order was never held). */
export async function heldApplication(tx: Tx, orderId: number) {
  const [row] = await tx
    .select(heldColumns)
    .from(loanOrders)
    .innerJoin(loanProducts, eq(loanProducts.id, loanOrders.productId))
    .where(and(eq(loanOrders.id, orderId), isNotNull(loanOrders.reviewRule)));
  return row ?? null;
}

/** The decision, made once: the row changes only while it is still waiting (a second decision changes nothing). */
export async function decide(tx: Tx, orderId: number, to: 'DISBURSING' | 'REJECTED', staffId: number, now: Date, rejectReason: string | null = null): Promise<OrderRow | null> {
  const [row] = await tx
    .update(loanOrders)
    .set({ status: to, decidedBy: staffId, decidedAt: now, updatedAt: now, ...(rejectReason === null ? {} : { rejectReason }) })
    .where(and(eq(loanOrders.id, orderId), eq(loanOrders.status, 'REVIEWING'), isNotNull(loanOrders.reviewRule)))
    .returning();
  return row ?? null;
}

/** The borrower's other loans, newest first. */
export const loansOfBorrower = (tx: Tx, userId: number, exceptOrderId: number) =>
  tx.select().from(loanOrders).where(and(eq(loanOrders.userId, userId), ne(loanOrders.id, exceptOrderId))).orderBy(desc(loanOrders.createdAt)).limit(50);

export async function limitOf(tx: Tx, userId: number): Promise<{ baseLimit: number | null; raisedAt: Date | null }> {
  const [row] = await tx.select({ baseLimit: creditLimits.baseLimit, raisedAt: creditLimits.raisedAt }).from(creditLimits).where(eq(creditLimits.userId, userId));
  return row ?? { baseLimit: null, raisedAt: null };
}
