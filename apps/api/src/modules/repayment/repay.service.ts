import { sql } from 'drizzle-orm';

import { lusakaDate } from '@pocket/contracts/lusaka-date';
import { formatKwacha, type Ngwee, ngwee } from '@pocket/contracts/money';
import { minRepayAmount, repayNgweeError } from '@pocket/contracts/repay-amount';

import type { Db, Tx } from '../../db/client';
import { txStatement } from '../../db/statement';
import { AppError, badRequest, conflict, notFound } from '../../plugins/errors';
import { OperatorNotSupportedError } from '../../providers/mobile-money/types';
import { appliedCouponFromJson, appliedCouponJson, couponUsableStatus, remainingAfterCoupon, toCoupon, toState } from '../coupon/plugin';
import { checkExtension, findPlan, getProduct, type OrderRow, ordersOf, type PlanRow, planState, plansOf, type Product } from '../lending/plugin';
import { billPaymentOf, inFlightView, type InTransaction, type PaymentEngine, paymentInFlightIdOf, planPaymentInFlight } from '../payments/plugin';
import type { RepayDetailRead } from './detail.repo';
import type { ExtensionRead } from './open-bills.repo';

export const REPAY_MESSAGES = {
  billNotFound: 'This bill does not exist',
  orderNotFound: 'This loan does not exist',
  paymentNotFound: 'This payment does not exist',
  paidOff: 'This bill is already paid off',
  inFlight: 'A payment for this bill is already in progress. Please approve the PIN prompt or wait about one minute before paying again',
  wrongAccount: 'The repayment account does not belong to this loan',
  wrongFee: (fee: string) => `The extension fee for this bill is ${fee}`,
  noCard: 'Card payments are not available; please pay with mobile money',
  writtenOff: 'This loan cannot be extended. Please repay it, or contact Pocket support',
};

/** How another module (stage orders) submits through the same rules: which bills it accepts, which wallet is asked. */
export interface SubmitOptions {
  /** Only bills of orders this accepts exist for the call; others answer like a missing bill. */
  accepts?: (tx: Tx, order: OrderRow) => Promise<boolean>;
  /** The wallet the PIN prompt goes to (default: the loan's wallet). */
  msisdn?: string;
  /** Opens the submit's transaction (default: a plain one); withIdempotentTransaction's claims the key in it. */
  transaction?: InTransaction;
}

/** An open bill as a short channel (the USSD menu) shows it: what is left after any coupon, the least payment. */
export interface OpenBill {
  planId: number;
  orderId: number;
  dueDate: string;
  /** ngwee, after an applied coupon */
  remaining: Ngwee;
  /** ngwee: the spec's minimum payment for this bill */
  minRepay: Ngwee;
  /** A payment of this bill is waiting for its PIN prompt. */
  inFlight: boolean;
}

export interface SubmitBody {
  bizType: 1 | 2;
  planId: number;
  /** Decoded from Kwacha on the wire; '' (sent by the app) counts as no amount. */
  payAmount?: Ngwee | '' | undefined;
  repayAccountId?: number | undefined;
  payCard?: boolean | undefined;
}

const UNIQUE_VIOLATION = '23505';

export interface RepayDeps {
  db: Db;
  engine: PaymentEngine;
  now: () => number;
}

/** Repayments and extension fees of bills: the amount rules, one payment in flight per bill, the PIN prompt. */
export class RepayService {
  constructor(private readonly deps: RepayDeps) {}

  /** getRepayDetailV2: the earliest unpaid stage, its minimum, every bill's remaining amount and the coupons. */
  /** The read is done with the session, in one statement (`readRepayDetailBySession`); null: not the caller's order. */
  detail(found: RepayDetailRead) {
    if (!found) throw notFound(REPAY_MESSAGES.orderNotFound);
    const { order, userCoupons } = found;
    const plans = found.plans.filter((p) => p.status !== 'SETTLED');
    const list = plans.map((p) => {
      const c = found.applied.find((a) => a.uc.appliedPlanId === p.id);
      return { planId: p.id, loanPeriod: p.loanPeriod, remaining: remainingAfterCoupon(planState(p), c ? toCoupon(c.c, c.uc) : null) };
    });
    const current = plans[0];
    const inFlight = current ? found.pending.find((p) => p.planId === current.id) : undefined;
    const now = new Date(this.deps.now());
    const couponVoList = current
      ? userCoupons
          .filter(({ uc }) => !uc.usedAt)
          .map(({ uc, c }) => ({
            couponName: c.name,
            userCouponId: uc.id,
            couponUsableStatus: couponUsableStatus(toState(c, uc), current.id, planState(current), now),
            validUntil: lusakaDate(uc.validUntil),
          }))
      : [];
    return {
      repayAccountId: order.id,
      repayAccount: order.walletMsisdn,
      curPayLoanPeriod: current?.loanPeriod ?? null,
      minRepayAmount: ngwee(minRepayAmount(list[0]?.remaining ?? 0)),
      repayPlanList: list.map((l) => ({ planId: l.planId, loanPeriod: l.loanPeriod, remainingAmount: ngwee(l.remaining) })),
      couponVoList,
      paymentInFlight: inFlight ? inFlightView(inFlight) : null,
    };
  }

  /** The user's unpaid bills of loans being repaid, earliest due first. */
  async openBills(userId: number): Promise<OpenBill[]> {
    const orders = (await ordersOf(this.deps.db, userId)).filter((o) => o.status === 'REPAYING' || o.status === 'OVERDUE');
    const plans = orders.length ? (await plansOf(this.deps.db, orders.map((o) => o.id))).filter((p) => p.status !== 'SETTLED') : [];
    const bills: OpenBill[] = [];
    for (const p of plans) {
      const { pending, applied } = await pendingAndCoupon(this.deps.db, p.id);
      const remaining = remainingAfterCoupon(planState(p), applied ? toCoupon(applied.c, applied.uc) : null);
      bills.push({ planId: p.id, orderId: p.orderId, dueDate: p.dueDate, remaining: ngwee(remaining), minRepay: ngwee(minRepayAmount(remaining)), inFlight: pending !== null });
    }
    return bills.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.planId - b.planId);
  }

  /** Where a bill payment of this user stands; another user's reference answers like a missing one. */
  async paymentStatus(userId: number, reference: string) {
    const found = await billPaymentOf(this.deps.db, userId, reference);
    if (!found) throw notFound(REPAY_MESSAGES.paymentNotFound);
    return found;
  }

  /** extensionDetail: the current and the new due date, the fee and the account; a clear refusal when not allowed. */
  async extensionDetail(userId: number, planId: number) {
    const found = await findPlan(this.deps.db, planId, userId);
    if (!found) throw notFound(REPAY_MESSAGES.billNotFound);
    const product = await getProduct(this.deps.db, found.order.productId);
    const check = this.#extension(found, product!);
    return { ...check, paymentInFlight: await planPaymentInFlight(this.deps.db, planId) };
  }

  /**
   * The same from extensionDetail's one statement (`readExtensionBySession`: the user's open bills with their loans,
   * products and payments in flight); a bill not among them (settled, or not the user's) is read as `extensionDetail` reads it.
   */
  async extensionDetailFrom(userId: number, planId: number, read: ExtensionRead) {
    const found = read.bills.find((b) => b.plan.id === planId);
    if (!found) return this.extensionDetail(userId, planId);
    const check = this.#extension(found, read.products.get(found.order.productId)!);
    const inFlight = read.pending.find((p) => p.planId === planId);
    return { ...check, paymentInFlight: inFlight ? inFlightView(inFlight) : null };
  }

  #extension(found: { plan: PlanRow; order: OrderRow }, product: Product) {
    const check = checkExtension(planState(found.plan), product, found.order.termDays, lusakaDate(new Date(this.deps.now())));
    if (!check.ok) throw badRequest(check.reason);
    return {
      planId: found.plan.id,
      beforeRepayDate: check.beforeRepayDate,
      extensionRepayDate: check.extensionRepayDate,
      extensionFee: ngwee(check.fee),
      repayAccount: found.order.walletMsisdn,
      repayAccountId: found.order.id,
    };
  }

  /**
   * submitRepayApplyV2: bizType 1 repays under the spec's amount rules, bizType 2 pays the extension fee. A refusal
   * writes nothing; otherwise one PENDING payment (one per bill at a time) and a PIN prompt to the loan's wallet.
   */
  async submit(userId: number, body: SubmitBody, opts: SubmitOptions = {}) {
    if (body.payCard) throw badRequest(REPAY_MESSAGES.noCard);
    const today = lusakaDate(new Date(this.deps.now()));
    let created;
    try {
      const transaction = opts.transaction ?? ((work) => this.deps.db.transaction(work));
      created = await transaction(async (tx) => {
        const found = await findPlan(tx, body.planId, userId, true);
        if (!found || (opts.accepts && !(await opts.accepts(tx, found.order)))) throw notFound(REPAY_MESSAGES.billNotFound);
        const { plan, order } = found;
        if (body.repayAccountId !== undefined && body.repayAccountId !== order.id) throw badRequest(REPAY_MESSAGES.wrongAccount);
        if (plan.status === 'SETTLED') throw badRequest(REPAY_MESSAGES.paidOff);
        // After the lock, one statement: a payment of the bill in flight, and the coupon applied to it.
        const { pending, applied } = await pendingAndCoupon(tx, plan.id);
        if (pending) throw conflict(REPAY_MESSAGES.inFlight);
        const state = planState(plan);
        let amount: number;
        if (body.bizType === 1) {
          const c = applied;
          const remaining = remainingAfterCoupon(state, c ? toCoupon(c.c, c.uc) : null);
          const payAmount = body.payAmount === '' || body.payAmount === undefined ? null : body.payAmount;
          const error = repayNgweeError(payAmount, { remainingAmount: remaining, minRepayAmount: minRepayAmount(remaining) });
          if (error || payAmount === null) throw badRequest(error!);
          amount = payAmount;
        } else {
          if (order.writtenOffAt !== null) throw badRequest(REPAY_MESSAGES.writtenOff);
          const product = await getProduct(tx, order.productId);
          const check = checkExtension(state, product!, order.termDays, today);
          if (!check.ok) throw badRequest(check.reason);
          if (body.payAmount !== undefined && body.payAmount !== '' && body.payAmount !== check.fee) {
            throw badRequest(REPAY_MESSAGES.wrongFee(formatKwacha(check.fee)));
          }
          amount = check.fee;
        }
        return this.deps.engine.create(tx, { userId, orderId: order.id, planId: plan.id, kind: body.bizType === 1 ? 'REPAY' : 'EXTENSION', msisdn: opts.msisdn ?? order.walletMsisdn, amount });
      });
    } catch (err) {
      if (err instanceof OperatorNotSupportedError) throw badRequest(err.message);
      const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
      if (code === UNIQUE_VIOLATION) throw conflict(REPAY_MESSAGES.inFlight);
      throw err;
    }
    const sent = await this.deps.engine.send(created, `Pocket bill ${created.planId}`);
    if (sent.status === 'FAILED') throw new AppError(502, `The mobile-money operator refused the payment: ${sent.reason ?? 'unknown reason'}`);
    return { paymentId: sent.id, reference: sent.reference, status: sent.status, payAmount: ngwee(sent.amount), repayAccount: sent.msisdn };
  }
}

/** A payment of the bill in flight (its id) and the coupon applied to the bill, in one statement (inside the lock). */
const pendingAndCouponColumns = {
  pending: paymentInFlightIdOf(sql.placeholder('planId')),
  applied: appliedCouponJson(sql`${sql.placeholder('planId')}`),
};
const pendingAndCouponRead = txStatement('plan_pending_payment_and_coupon', (db) => db.select(pendingAndCouponColumns).from(sql`(select 1) as one`), pendingAndCouponColumns);

async function pendingAndCoupon(tx: Tx, planId: number) {
  const [row] = await pendingAndCouponRead(tx, { planId });
  return { pending: row?.pending ?? null, applied: row?.applied ? appliedCouponFromJson(row.applied) : null };
}
