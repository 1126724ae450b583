import { lusakaDate } from '@pocket/contracts/lusaka-date';
import { ngwee } from '@pocket/contracts/money';

import type { Tx } from '../../db/client';
import { plansOf, planViews, planViewsFrom } from '../lending/plugin';
import { type PaymentRow, pendingBillPayments } from '../payments/plugin';
import { shopView } from './pricing';
import type { StageRead } from './read.repo';
import { depositsOf, type StageOrderRecord } from './repo';

export const STAGE_STATUS_TEXT = {
  AWAITING_DEPOSIT: 'Waiting for the deposit',
  CANCELLED: 'Deposit not paid',
  REPAYING: 'Repaying',
  OVERDUE: 'Overdue',
  SETTLED: 'Paid off',
} as const;
export type StageStatus = keyof typeof STAGE_STATUS_TEXT;

/** The loan order's status as a stage order reads it: before the deposit succeeds nothing is owed. */
export function stageStatus(loanStatus: string): StageStatus {
  if (loanStatus === 'REVIEWING') return 'AWAITING_DEPOSIT';
  if (loanStatus === 'REPAYING' || loanStatus === 'OVERDUE' || loanStatus === 'SETTLED') return loanStatus;
  return 'CANCELLED';
}

export async function stagePlans(tx: Tx, rec: StageOrderRecord, now: Date) {
  const plans = await plansOf(tx, [rec.order.id]);
  const pending = await pendingBillPayments(tx, plans.map((p) => p.id));
  return (await planViews(tx, plans, rec.order, now, pending)).map((p) => p.view);
}

export async function stageOrderView(tx: Tx, rec: StageOrderRecord, now: Date) {
  const [deposit] = await depositsOf(tx, [rec.order.id]);
  return stageOrderViewOf(rec, await stagePlans(tx, rec, now), deposit);
}

/** A stage order's bill views from the stage read (read.repo.ts): no statement. */
export function stagePlansFrom(read: StageRead, rec: StageOrderRecord, now: Date) {
  const { bills } = read;
  const plans = bills.plans.filter((p) => p.orderId === rec.order.id);
  const pending = bills.pending.filter((x) => plans.some((p) => p.id === x.planId));
  const product = bills.products.get(rec.order.productId) ?? null;
  return planViewsFrom({ plans, order: rec.order, now, pending, product, applied: bills.applied, figures: bills.figures, fees: bills.fees }).map((p) => p.view);
}

/** A stage order as the app shows it, from the stage read: no statement. */
export function stageOrderViewFrom(read: StageRead, rec: StageOrderRecord, now: Date) {
  return stageOrderViewOf(rec, stagePlansFrom(read, rec, now), read.deposits.find((d) => d.orderId === rec.order.id));
}

function stageOrderViewOf(rec: StageOrderRecord, plans: Awaited<ReturnType<typeof stagePlans>>, deposit: PaymentRow | undefined) {
  const open = plans.filter((p) => p.status !== 'SETTLED');
  const status = stageStatus(rec.order.status);
  return {
    orderId: rec.order.id,
    phoneId: rec.phone.id,
    phoneName: rec.phone.name,
    image: rec.phone.image,
    status,
    statusText: STAGE_STATUS_TEXT[status],
    price: ngwee(rec.stage.price),
    deposit: ngwee(rec.stage.deposit),
    financed: ngwee(rec.order.principal),
    depositStatus: deposit?.status ?? 'FAILED',
    pickupCode: rec.stage.pickupCode,
    shop: shopView(rec.shop),
    orderDate: lusakaDate(rec.stage.createdAt),
    totalAmount: ngwee(plans.reduce((s, p) => s + p.totalAmount, 0)),
    remainingAmount: ngwee(open.reduce((s, p) => s + p.remainingAmount, 0)),
    nextRepayDate: open[0]?.repayDate ?? null,
    plans,
  };
}
