import { eq } from 'drizzle-orm';

import { isOverdue, lusakaDate } from '@pocket/contracts/lusaka-date';
import { COMPONENTS, type Components, outstanding, type PlanState, sum, zero } from '@pocket/contracts/plan-state';

import type { Tx } from '../../db/client';
import { userCredit } from '../../ledger/repo';
import { appliedCoupon, couponWaiver, toCoupon, useCoupon } from '../coupon/plugin';
import { baseAfterSettlement, readLive } from '../credit-policy/plugin';
import type { Book, PaymentHandlers, PaymentRow } from '../payments/plugin';
import { allocate } from './domain/allocation';
import { checkExtension } from './domain/extension';
import { estimateBill } from './domain/pricing';
import { moveOrder, openBills } from './open-loans';
import { couponWaiver as couponWaiverPosting, disbursement, extensionFee, recovery, repayment } from './postings';
import { baseLimit, findOrder, findPlan, getProduct, planColumns, plansOf, planState, setBaseLimit } from './repo';
import { loanOrders, loanPlans, type PlanRow } from './schema';

/**
 * Applies money to a bill: coupon reservation kept aside, the rest penalty -> fee -> interest -> principal. On a
 * written-off loan (`writtenOff`) the receivables are already gone: the money is booked as a recovery, and no coupon.
 */
async function payPlan(tx: Tx, book: Book, plan: PlanRow, ref: string, cash: number, fromCredit: number, now: Date, writtenOff = false): Promise<PlanState> {
  const state = planState(plan);
  const coupon = writtenOff ? null : await appliedCoupon(tx, plan.id, true);
  const owed = outstanding(state);
  const waiver = coupon ? couponWaiver(toCoupon(coupon.c, coupon.uc), state) : zero();
  const net: Components = zero();
  for (const k of COMPONENTS) net[k] = owed[k] - waiver[k];
  const { parts, credit } = allocate(cash + fromCredit, net);
  await book(writtenOff ? recovery : repayment, ref, { planId: plan.id, userId: plan.userId, cash, fromCredit, parts, toCredit: credit });
  for (const k of COMPONENTS) state.paid[k] += parts[k];
  if (coupon && sum(net) === sum(parts)) {
    if (sum(waiver) > 0) {
      await book(couponWaiverPosting, `coupon:${coupon.uc.id}`, { planId: plan.id, parts: waiver });
      for (const k of COMPONENTS) state.waived[k] += waiver[k];
    }
    await useCoupon(tx, coupon.uc.id, plan.id, now);
  }
  const settled = sum(outstanding(state)) === 0;
  await tx
    .update(loanPlans)
    .set({ ...planColumns(state), ...(settled ? { status: 'SETTLED' as const, settledAt: now } : {}) })
    .where(eq(loanPlans.id, plan.id));
  return state;
}

/** Told inside the settling transaction when a loan order is settled (e.g. the referral reward). */
export type OnLoanSettled = (tx: Tx, loan: { userId: number; orderId: number; late: boolean }) => Promise<void>;

/** Moves the order's status from its plans; on settlement grows the limit when every bill was paid on time. */
export async function refreshOrder(tx: Tx, orderId: number, now: Date, onSettled?: OnLoanSettled): Promise<void> {
  const order = await findOrder(tx, orderId, null, true);
  if (!order || !['REPAYING', 'OVERDUE'].includes(order.status)) return;
  const plans = await plansOf(tx, [orderId]);
  if (plans.every((p) => p.status === 'SETTLED')) {
    const late = plans.some((p) => p.wasOverdue || (p.settledAt && isOverdue(p.dueDate, lusakaDate(p.settledAt)))) || false;
    await tx.update(loanOrders).set({ status: 'SETTLED', settledAt: now, settledLate: late, updatedAt: now }).where(eq(loanOrders.id, orderId));
    // The live credit policy's ladder: up a step when paid on time, down its fall when late (docs/credit-policy.md).
    const { limit: ladder } = (await readLive(tx)).document;
    const base = await baseLimit(tx, order.userId, ladder.start, true);
    await setBaseLimit(tx, order.userId, baseAfterSettlement(ladder, base, !late), now);
    await onSettled?.(tx, { userId: order.userId, orderId, late });
    return;
  }
  const overdue = plans.some((p) => p.status === 'OVERDUE');
  const status = overdue ? 'OVERDUE' : 'REPAYING';
  if (status !== order.status) await tx.update(loanOrders).set({ status, updatedAt: now }).where(eq(loanOrders.id, orderId));
}

async function onDisbursed(tx: Tx, book: Book, payment: PaymentRow, now: Date): Promise<void> {
  if (payment.orderId === null) throw new Error(`disbursement ${payment.id} has no loan order`);
  const order = await findOrder(tx, payment.orderId, null, true);
  if (!order || order.status !== 'DISBURSING') return;
  const product = await getProduct(tx, order.productId);
  if (!product) throw new Error(`product ${order.productId} missing`);
  const bill = estimateBill(product, order.principal, order.termDays, lusakaDate(now), order.feeDiscountBp);
  await openBills(tx, book, order, bill, now, (planId, charged) => book(disbursement, `disburse:plan:${planId}`, { planId, charged }));
}

/** Money the user left with us earlier pays a new bill first (loan bills and stage bills alike). */
export async function useCreditOnNewBill(tx: Tx, book: Book, userId: number, planId: number, now: Date): Promise<void> {
  const credit = await userCredit(tx, userId);
  if (credit <= 0) return;
  const found = await findPlan(tx, planId, null, true);
  if (found) await payPlan(tx, book, found.plan, `credit:plan:${planId}`, 0, Math.min(credit, sum(outstanding(planState(found.plan)))), now);
}

async function onRepaid(tx: Tx, book: Book, payment: PaymentRow, now: Date, onSettled?: OnLoanSettled): Promise<void> {
  const found = payment.planId === null ? null : await findPlan(tx, payment.planId, null, true);
  if (!found) return;
  await payPlan(tx, book, found.plan, `payment:${payment.id}`, payment.amount, 0, now, found.order.writtenOffAt !== null);
  await refreshOrder(tx, found.order.id, now, onSettled);
}

async function onExtensionPaid(tx: Tx, book: Book, payment: PaymentRow, now: Date): Promise<void> {
  const found = payment.planId === null ? null : await findPlan(tx, payment.planId, null, true);
  if (!found) return;
  const product = await getProduct(tx, found.order.productId);
  const state = planState(found.plan);
  const today = lusakaDate(now);
  // A written-off loan is not extended: the fee becomes the borrower's credit.
  const check = product && found.order.writtenOffAt === null ? checkExtension(state, product, found.order.termDays, today) : ({ ok: false } as const);
  // Rules changed while the user paid (or the fee differs): the money becomes the user's credit, never lost.
  const granted = check.ok && check.fee === payment.amount;
  await book(extensionFee, `payment:${payment.id}`, { userId: payment.userId, amount: payment.amount, granted });
  if (!granted || !check.ok) return;
  state.dueDate = check.extensionRepayDate;
  state.extensions += 1;
  await tx
    .update(loanPlans)
    .set({ ...planColumns(state), status: isOverdue(state.dueDate, today) ? 'OVERDUE' : 'REPAYING' })
    .where(eq(loanPlans.id, found.plan.id));
  await refreshOrder(tx, found.order.id, now);
}

export function lendingHandlers(now: () => number, onSettled?: OnLoanSettled): PaymentHandlers {
  return {
    async succeeded(tx, payment, book) {
      const at = new Date(now());
      if (payment.kind === 'DISBURSEMENT') await onDisbursed(tx, book, payment, at);
      else if (payment.kind === 'REPAY') await onRepaid(tx, book, payment, at, onSettled);
      else await onExtensionPaid(tx, book, payment, at);
    },
    async failed(tx, payment) {
      if (payment.kind !== 'DISBURSEMENT' || payment.orderId === null) return; // a failed repayment changes nothing but the payment
      await moveOrder(tx, payment.orderId, 'DISBURSING', 'DISBURSE_FAILED', new Date(now()));
    },
  };
}
