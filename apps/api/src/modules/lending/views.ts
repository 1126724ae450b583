import { toKwacha, toNgwee } from '@pocket/contracts/money';

import type { Tx } from '../../db/client';
import { appliedCoupon, toCoupon } from '../coupon/repo';
import { inFlightView, pendingBillPayments } from '../payments/in-flight';
import type { PaymentRow } from '../payments/schema';
import { addLines, type BillLinesNgwee, billLinesOf } from './bill-lines';
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

const linesView = (l: BillLinesNgwee) => ({
  totalAmount: toKwacha(l.total),
  couponDiscount: toKwacha(l.couponDiscount),
  waivers: toKwacha(l.waivers),
  extensionFees: toKwacha(l.extensionFees),
  paidAmount: toKwacha(l.paid),
  creditApplied: toKwacha(l.creditApplied),
  remainingAmount: toKwacha(l.remaining),
});

/** One bill as the app shows it (Kwacha on the wire); `pending` is its payment waiting for the PIN, if any. */
export async function planView(tx: Tx, plan: PlanRow, order: OrderRow, now: Date, pending: PaymentRow | null = null) {
  return (await planViewWithLines(tx, plan, order, now, pending)).view;
}

async function planViewWithLines(tx: Tx, plan: PlanRow, order: OrderRow, now: Date, pending: PaymentRow | null) {
  const s = planState(plan);
  const applied = await appliedCoupon(tx, plan.id);
  const coupon = applied ? toCoupon(applied.c, applied.uc) : null;
  const lines = await billLinesOf(tx, plan.id, s, coupon);
  const product = await getProduct(tx, order.productId);
  const today = lusakaDate(now);
  const ext = product && plan.status !== 'SETTLED' ? checkExtension(s, product, order.termDays, today) : null;
  const view = {
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
    remainingAmount: toKwacha(remainingAfterCoupon(s, coupon)),
    outstandingBeforeCoupon: toKwacha(sum(outstanding(s))),
    overdueDays: Math.max(0, daysBetween(plan.dueDate, today)),
    extensions: plan.extensions,
    canRepay: plan.status !== 'SETTLED',
    canExtend: ext?.ok ?? false,
    extensionRefusal: ext && !ext.ok ? ext.reason : null,
    lines: linesView(lines),
    paymentInFlight: pending ? inFlightView(pending) : null,
  };
  return { view, lines };
}

export async function orderView(tx: Tx, order: OrderRow, plans: PlanRow[], now: Date) {
  const product = await getProduct(tx, order.productId);
  const pending = await pendingBillPayments(tx, plans.map((p) => p.id));
  const views = [];
  const lines: BillLinesNgwee[] = [];
  for (const p of plans) {
    const one = await planViewWithLines(tx, p, order, now, pending.find((x) => x.planId === p.id) ?? null);
    views.push(one.view);
    lines.push(one.lines);
  }
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
    lines: linesView(addLines(lines)),
    paymentInFlight: pending[0] ? inFlightView(pending[0]) : null,
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
