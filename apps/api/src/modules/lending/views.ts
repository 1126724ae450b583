import { toKwacha, toNgwee } from '@pocket/contracts/money';

import type { Tx } from '../../db/client';
import { appliedCoupon, toCoupon } from '../coupon/repo';
import { remainingAfterCoupon } from './domain/coupon';
import { checkExtension } from './domain/extension';
import { daysBetween, lusakaDate } from './domain/lusaka-date';
import { outstanding, sum } from './domain/plan-state';
import { findOrder, getProduct, ordersOf, plansOf, planState } from './repo';
import type { OrderRow, PlanRow } from './schema';

export const STATUS_TEXT: Record<string, string> = {
  REVIEWING: 'Under review',
  REJECTED: 'Rejected',
  DISBURSING: 'Disbursing',
  DISBURSE_FAILED: 'Disbursement failed',
  REPAYING: 'Repaying',
  OVERDUE: 'Overdue',
  SETTLED: 'Settled',
  CANCELLED: 'Cancelled',
};

/** One bill as the app shows it (Kwacha on the wire). */
export async function planView(tx: Tx, plan: PlanRow, order: OrderRow, now: Date) {
  const s = planState(plan);
  const coupon = await appliedCoupon(tx, plan.id);
  const product = await getProduct(tx, order.productId);
  const today = lusakaDate(now);
  const ext = product && plan.status !== 'SETTLED' ? checkExtension(s, product, order.termDays, today) : null;
  return {
    planId: plan.id,
    loanPeriod: plan.loanPeriod,
    repayDate: plan.dueDate,
    status: plan.status,
    statusText: STATUS_TEXT[plan.status] ?? plan.status,
    principal: toKwacha(s.due.principal),
    interest: toKwacha(s.due.interest),
    serviceFee: toKwacha(s.due.fee),
    penalty: toKwacha(s.due.penalty),
    totalAmount: toKwacha(sum(s.due)),
    paidAmount: toKwacha(sum(s.paid)),
    waivedAmount: toKwacha(sum(s.waived)),
    remainingAmount: toKwacha(remainingAfterCoupon(s, coupon ? toCoupon(coupon.c, coupon.uc) : null)),
    outstandingBeforeCoupon: toKwacha(sum(outstanding(s))),
    overdueDays: Math.max(0, daysBetween(plan.dueDate, today)),
    extensions: plan.extensions,
    canRepay: plan.status !== 'SETTLED',
    canExtend: ext?.ok ?? false,
    extensionRefusal: ext && !ext.ok ? ext.reason : null,
  };
}

export async function orderView(tx: Tx, order: OrderRow, plans: PlanRow[], now: Date) {
  const product = await getProduct(tx, order.productId);
  const views = [];
  for (const p of plans) views.push(await planView(tx, p, order, now));
  const open = views.filter((v) => v.status !== 'SETTLED');
  return {
    orderId: order.id,
    productId: order.productId,
    productName: product?.name ?? '',
    status: order.status,
    statusText: STATUS_TEXT[order.status] ?? order.status,
    loanAmount: toKwacha(order.principal),
    termDays: order.termDays,
    stages: product?.stages ?? plans.length,
    repayAccount: order.walletMsisdn,
    applyDate: lusakaDate(order.createdAt),
    loanDate: order.disbursedAt ? lusakaDate(order.disbursedAt) : null,
    settledDate: order.settledAt ? lusakaDate(order.settledAt) : null,
    totalAmount: toKwacha(views.reduce((s, v) => s + toNgwee(v.totalAmount), 0)),
    remainingAmount: toKwacha(open.reduce((s, v) => s + toNgwee(v.remainingAmount), 0)),
    nextRepayDate: open[0]?.repayDate ?? null,
    canRepay: open.length > 0,
    canExtend: open.some((v) => v.canExtend),
    priorityReview: order.priorityReview,
    plans: views,
  };
}

export async function myLoans(tx: Tx, userId: number, now: Date) {
  const orders = await ordersOf(tx, userId);
  const plans = await plansOf(tx, orders.map((o) => o.id));
  const out = [];
  for (const o of orders.reverse()) out.push(await orderView(tx, o, plans.filter((p) => p.orderId === o.id), now));
  return out;
}

export async function loanDetail(tx: Tx, userId: number, orderId: number, now: Date) {
  const order = await findOrder(tx, orderId, userId);
  if (!order) return null;
  return orderView(tx, order, await plansOf(tx, [order.id]), now);
}
