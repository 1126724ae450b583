import { daysBetween, lusakaDate } from '@pocket/contracts/lusaka-date';
import { ngwee } from '@pocket/contracts/money';
import { outstanding, sum } from '@pocket/contracts/plan-state';

import type { Tx } from '../../db/client';
import { appliedCoupons, type CouponRow, remainingAfterCoupon, toCoupon, type UserCouponRow } from '../coupon/plugin';
import { inFlightView, type PaymentRow, pendingBillPayments } from '../payments/plugin';
import { addLines, type BillLinesNgwee, type LedgerFigures, ledgerFiguresOf, linesFrom } from './bill-lines';
import { checkExtension } from './domain/extension';
import type { Product } from './domain/product';
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

/** What a written-off loan and its unpaid bills read (docs/adjustments.md): still owed, no longer chased. */
export const WRITTEN_OFF_TEXT = 'Written off';

const linesView = (l: BillLinesNgwee) => ({
  totalAmount: ngwee(l.total),
  couponDiscount: ngwee(l.couponDiscount),
  waivers: ngwee(l.waivers),
  extensionFees: ngwee(l.extensionFees),
  paidAmount: ngwee(l.paid),
  creditApplied: ngwee(l.creditApplied),
  remainingAmount: ngwee(l.remaining),
});

/** One bill as the app shows it (Kwacha on the wire); `pending` is its payment waiting for the PIN, if any. */
export async function planView(tx: Tx, plan: PlanRow, order: OrderRow, now: Date, pending: PaymentRow | null = null) {
  const [one] = await planViews(tx, [plan], order, now, pending ? [pending] : []);
  return one!.view;
}

/**
 * The bills of one order as the app shows them, with their lines: the order's product once, and the bills' applied
 * coupons, ledger figures and extension fees in one statement each, whatever the number of bills (issue 34: they
 * were read bill by bill). `pending`: the bills' payments waiting for the PIN.
 */
export async function planViews(tx: Tx, plans: PlanRow[], order: OrderRow, now: Date, pending: PaymentRow[], product?: Product | null) {
  if (plans.length === 0) return [];
  const ids = plans.map((p) => p.id);
  const theProduct = product === undefined ? await getProduct(tx, order.productId) : product;
  const applied = await appliedCoupons(tx, ids);
  const figures = await ledgerFiguresOf(tx, ids);
  return planViewsFrom({ plans, order, now, pending, product: theProduct, applied, ...figures });
}

/** What the bill views are made of, read beforehand (by `planViews`, or in one statement by getMyLoanInfo's read). */
export interface BillsRead {
  plans: PlanRow[];
  order: OrderRow;
  now: Date;
  pending: PaymentRow[];
  product: Product | null;
  applied: Map<number, { uc: UserCouponRow; c: CouponRow }>;
  figures: LedgerFigures;
  fees: Map<number, number>;
}

/** The bill views and lines from what was read: no statement. */
export function planViewsFrom({ plans, order, now, pending, product: theProduct, applied, figures, fees }: BillsRead) {
  const today = lusakaDate(now);
  return plans.map((plan) => {
    const s = planState(plan);
    const row = applied.get(plan.id);
    const coupon = row ? toCoupon(row.c, row.uc) : null;
    const lines = linesFrom({ planId: plan.id, state: s, applied: coupon }, figures, fees);
    const writtenOff = order.writtenOffAt !== null && plan.status !== 'SETTLED';
    const ext = theProduct && plan.status !== 'SETTLED' && !writtenOff ? checkExtension(s, theProduct, order.termDays, today) : null;
    const inFlight = pending.find((x) => x.planId === plan.id) ?? null;
    const view = {
      planId: plan.id,
      loanPeriod: plan.loanPeriod,
      repayDate: plan.dueDate,
      status: plan.status,
      statusText: writtenOff ? WRITTEN_OFF_TEXT : (STATUS_TEXT[plan.status] ?? plan.status),
      principal: ngwee(s.due.principal),
      interest: ngwee(s.due.interest),
      serviceFee: ngwee(s.due.fee),
      penalty: ngwee(s.due.penalty),
      totalAmount: ngwee(sum(s.due)),
      paidAmount: ngwee(sum(s.paid)),
      waivedAmount: ngwee(sum(s.waived)),
      remainingAmount: ngwee(remainingAfterCoupon(s, coupon)),
      outstandingBeforeCoupon: ngwee(sum(outstanding(s))),
      overdueDays: Math.max(0, daysBetween(plan.dueDate, today)),
      extensions: plan.extensions,
      canRepay: plan.status !== 'SETTLED',
      canExtend: ext?.ok ?? false,
      extensionRefusal: ext && !ext.ok ? ext.reason : null,
      lines: linesView(lines),
      paymentInFlight: inFlight ? inFlightView(inFlight) : null,
    };
    return { view, lines };
  });
}

export async function orderView(tx: Tx, order: OrderRow, plans: PlanRow[], now: Date, products?: Map<number, Product | null>) {
  let product = products?.get(order.productId);
  if (product === undefined) {
    product = await getProduct(tx, order.productId);
    products?.set(order.productId, product);
  }
  const pending = await pendingBillPayments(tx, plans.map((p) => p.id));
  return orderViewFrom(order, plans, product, pending, await planViews(tx, plans, order, now, pending, product));
}

/** One loan as the app shows it, from its bills' views: no statement. */
export function orderViewFrom(order: OrderRow, plans: PlanRow[], product: Product | null, pending: PaymentRow[], both: ReturnType<typeof planViewsFrom>) {
  const views = both.map((b) => b.view);
  const lines: BillLinesNgwee[] = both.map((b) => b.lines);
  const open = views.filter((v) => v.status !== 'SETTLED');
  return {
    orderId: order.id,
    productId: order.productId,
    productName: product?.name ?? '',
    status: order.status,
    statusText: order.writtenOffAt !== null && order.status !== 'SETTLED' ? WRITTEN_OFF_TEXT : (STATUS_TEXT[order.status] ?? order.status),
    loanAmount: ngwee(order.principal),
    termDays: order.termDays,
    stages: product?.stages ?? plans.length,
    repayAccount: order.walletMsisdn,
    applyDate: lusakaDate(order.createdAt),
    loanDate: order.disbursedAt ? lusakaDate(order.disbursedAt) : null,
    settledDate: order.settledAt ? lusakaDate(order.settledAt) : null,
    totalAmount: ngwee(views.reduce((s, v) => s + v.totalAmount, 0)),
    remainingAmount: ngwee(open.reduce((s, v) => s + v.remainingAmount, 0)),
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
  const products = new Map<number, Product | null>();
  for (const o of orders.reverse()) out.push(await orderView(tx, o, plans.filter((p) => p.orderId === o.id), now, products));
  return out;
}

/** Every loan of the user, newest first, from what getMyLoanInfo's one statement read (my-loans.repo.ts): no statement. */
export function myLoansFrom(read: Omit<BillsRead, 'plans' | 'order' | 'now' | 'product'> & { orders: OrderRow[]; plans: PlanRow[]; products: Map<number, Product> }, now: Date) {
  return [...read.orders].reverse().map((order) => {
    const plans = read.plans.filter((p) => p.orderId === order.id);
    const product = read.products.get(order.productId) ?? null;
    const pending = read.pending.filter((x) => plans.some((p) => p.id === x.planId));
    const both = planViewsFrom({ plans, order, now, pending, product, applied: read.applied, figures: read.figures, fees: read.fees });
    return orderViewFrom(order, plans, product, pending, both);
  });
}

export async function loanDetail(tx: Tx, userId: number, orderId: number, now: Date) {
  const order = await findOrder(tx, orderId, userId);
  if (!order) return null;
  return orderView(tx, order, await plansOf(tx, [order.id]), now);
}
