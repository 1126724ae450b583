import { randomInt } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Tx } from '../../db/client';
import { estimateBill, findOrder, getProduct, moveOrder, openBills } from '../lending/plugin';
import type { Book, PaymentHandlers, PaymentRow } from '../payments/plugin';
import { stageDeposit, stageFinanced } from './postings';
import { stageProduct } from './pricing';
import { findStageOrder } from './repo';
import { stageOrders } from './schema';

/** Unambiguous characters (no 0/O, 1/I/L) so a code read aloud at the shop counter is typed right. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function pickupCode(length = 8): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return out;
}

/** The deposit succeeded: the stage bills are created (dated from today), charged in the ledger, and the code issued. */
async function onDepositPaid(tx: Tx, book: Book, payment: PaymentRow, now: Date): Promise<void> {
  const order = payment.orderId === null ? null : await findOrder(tx, payment.orderId, null, true);
  if (!order || order.status !== 'REVIEWING') return;
  const rec = await findStageOrder(tx, order.id, null);
  const product = await getProduct(tx, order.productId);
  if (!rec || !product) throw new Error(`stage order ${order.id} is incomplete`);
  const bill = estimateBill(stageProduct(product, rec.phone), order.principal, order.termDays, lusakaDate(now));
  await book(stageDeposit, `payment:${payment.id}`, { shopId: rec.shop.id, amount: payment.amount });
  await openBills(tx, book, order, bill, now, (planId, charged) => book(stageFinanced, `disburse:plan:${planId}`, { planId, shopId: rec.shop.id, charged }));
  await tx.update(stageOrders).set({ pickupCode: pickupCode(), depositPaidAt: now }).where(eq(stageOrders.orderId, order.id));
}

/** STAGE_DEPOSIT: success opens the order; failure cancels it (nothing was owed, the user may order again). */
export function stageHandlers(now: () => number): PaymentHandlers {
  return {
    async succeeded(tx, payment, book) {
      await onDepositPaid(tx, book, payment, new Date(now()));
    },
    async failed(tx, payment) {
      if (payment.orderId === null) return;
      await moveOrder(tx, payment.orderId, 'REVIEWING', 'CANCELLED', new Date(now()));
    },
  };
}
