import { and, eq } from 'drizzle-orm';

import type { Components } from '@pocket/contracts/plan-state';

import type { Tx } from '../../db/client';
import type { Book } from '../payments/plugin';
import type { EstimatedBill } from './domain/pricing';
import { loanOrders, loanPlans, type OrderRow, type OrderStatus } from './schema';
import { useCreditOnNewBill } from './settlement';

/** A new loan order waiting for its money (a stage order waits for its deposit): nothing is owed yet. */
export async function openOrder(tx: Tx, values: { userId: number; productId: number; principal: number; termDays: number; walletMsisdn: string }, now: Date): Promise<OrderRow> {
  const [order] = await tx
    .insert(loanOrders)
    .values({ ...values, status: 'REVIEWING', createdAt: now, updatedAt: now })
    .returning();
  return order!;
}

/**
 * The order's bills from its estimate, each charged in the ledger by `charge` (what the bill's money was: a
 * disbursement, a phone financed), the order now repaying; money the user left with us earlier pays the first bill.
 * Runs in a payment's settlement: `book` is the engine's ledger writer for that payment.
 */
export async function openBills(
  tx: Tx,
  book: Book,
  order: OrderRow,
  bill: EstimatedBill,
  now: Date,
  charge: (planId: number, charged: Components) => Promise<boolean>,
): Promise<void> {
  await tx.update(loanOrders).set({ status: 'REPAYING', disbursedAt: now, updatedAt: now }).where(eq(loanOrders.id, order.id));
  let first: number | null = null;
  for (const p of bill.plans) {
    const [row] = await tx
      .insert(loanPlans)
      .values({ orderId: order.id, userId: order.userId, loanPeriod: p.loanPeriod, dueDate: p.dueDate, status: 'REPAYING', principalDue: p.principal, interestDue: p.interest, feeDue: p.fee })
      .returning({ id: loanPlans.id });
    first ??= row!.id;
    await charge(row!.id, { penalty: 0, fee: p.fee, interest: p.interest, principal: p.principal });
  }
  if (first !== null) await useCreditOnNewBill(tx, book, order.userId, first, now);
}

/** Moves an order from `from` to `to` (a failed disbursement, an unpaid deposit); an order elsewhere is left alone. */
export async function moveOrder(tx: Tx, orderId: number, from: OrderStatus, to: OrderStatus, now: Date): Promise<void> {
  await tx
    .update(loanOrders)
    .set({ status: to, updatedAt: now })
    .where(and(eq(loanOrders.id, orderId), eq(loanOrders.status, from)));
}
