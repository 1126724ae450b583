import { eq } from 'drizzle-orm';
import type { z } from 'zod';

import type { stagePayBody, stageRepayBody } from '@pocket/contracts/api/stage';
import { lusakaDate } from '@pocket/contracts/lusaka-date';
import { formatKwacha, ngwee } from '@pocket/contracts/money';

import type { Db, Tx } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../plugins/errors';
import { requireSupportedOperator } from '../../providers/mobile-money/operator';
import { OperatorNotSupportedError } from '../../providers/mobile-money/types';
import { availableFromParts, firstMissingCerCode, type LendingContext, listProducts, LOAN_MESSAGES, openOrder, type Product } from '../lending/plugin';
import type { RepayDoor } from '../repayment/plugin';
import { userDoor } from '../user/plugin';
import { phoneTerms, phoneView } from './pricing';
import type { StageRead } from './read.repo';
import { findPhone, findStageOrder, listPhones, stageOrdersOf } from './repo';
import { stageOrders } from './schema';
import { stagePlans, stagePlansFrom, stageOrderView, stageOrderViewFrom, stageStatus } from './views';

export const STAGE_MESSAGES = {
  kycIncomplete: 'Please complete your information before ordering a phone',
  noPhone: 'phoneId: this phone is not in the catalogue',
  notOffered: 'Phones on stages are not available at the moment',
  orderNotFound: 'This stage order does not exist',
  openStage: 'You already have a phone order in progress. Please pay it off before ordering another phone',
  openLoan: 'You have a loan in progress. Please repay it before ordering a phone on stages',
  wrongDeposit: (deposit: string) => `amount: the deposit for this phone is ${deposit}`,
  aboveLimit: (financed: string, limit: string) => `The amount to pay in stages (${financed}) is above your available limit of ${limit}`,
  operatorRefused: (reason: string) => `The mobile-money operator refused the payment: ${reason}`,
};

const UNIQUE_VIOLATION = '23505';
const isUnique = (err: unknown) => ((err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code) === UNIQUE_VIOLATION;

export interface StageDeps {
  db: Db;
  lending: LendingContext;
  repay: RepayDoor;
  now: () => number;
  /** Refusals other modules add before borrowing (a borrower on hold): plugins/extensions.ts borrowGuards. */
  borrowGuards?: ReadonlyArray<(tx: Tx, userId: number) => Promise<string | null>>;
}

/** Stage orders: phones on instalments. A stage order is a Pocket Stages loan order; see docs/lending.md. */
export class StageService {
  constructor(private readonly deps: StageDeps) {}

  async #product(): Promise<Product> {
    const product = (await listProducts(this.deps.db, new Date(this.deps.now()))).find((p) => p.code === 'POCKET_STAGES');
    if (!product) throw badRequest(STAGE_MESSAGES.notOffered);
    return product;
  }

  /** The catalogue with each phone's full cost; with a user also their stage orders and available limit. */
  async index(userId: number | null) {
    const product = await this.#product();
    const at = new Date(this.deps.now());
    const phones = (await listPhones(this.deps.db)).map(({ phone, shop }) => phoneView(product, phone, shop, lusakaDate(at)));
    if (userId === null) return { phones, orders: null, availableLimit: null };
    const orders = [];
    for (const rec of await stageOrdersOf(this.deps.db, userId)) orders.push(await stageOrderView(this.deps.db, rec, at));
    const { available } = await this.deps.lending.loans.available(this.deps.db, userId);
    return { phones, orders, availableLimit: ngwee(available) };
  }

  /** The index for a signed-in caller from the stage read (read.repo.ts, one statement): the same answer as `index`. */
  indexFrom(read: StageRead) {
    const { product, phones, limit } = read.catalogue!;
    if (!product) throw badRequest(STAGE_MESSAGES.notOffered);
    const at = new Date(this.deps.now());
    return {
      phones: phones.map(({ phone, shop }) => phoneView(product, phone, shop, lusakaDate(at))),
      orders: read.records.map((rec) => stageOrderViewFrom(read, rec, at)),
      availableLimit: ngwee(availableFromParts(limit, limit.open, at, this.deps.lending.loans.livePolicy()).available),
    };
  }

  /** One stage order, or its bills, from the stage read: the same answers as `info` and `planList`. */
  infoFrom(read: StageRead, orderId: number) {
    const rec = read.records.find((r) => r.order.id === orderId);
    if (!rec) throw notFound(STAGE_MESSAGES.orderNotFound);
    return stageOrderViewFrom(read, rec, new Date(this.deps.now()));
  }

  planListFrom(read: StageRead, orderId: number) {
    const rec = read.records.find((r) => r.order.id === orderId);
    if (!rec) throw notFound(STAGE_MESSAGES.orderNotFound);
    return { orderId, status: stageStatus(rec.order.status), plans: stagePlansFrom(read, rec, new Date(this.deps.now())) };
  }

  async info(userId: number, orderId: number) {
    const rec = await findStageOrder(this.deps.db, orderId, userId);
    if (!rec) throw notFound(STAGE_MESSAGES.orderNotFound);
    return stageOrderView(this.deps.db, rec, new Date(this.deps.now()));
  }

  async planList(userId: number, orderId: number) {
    const rec = await findStageOrder(this.deps.db, orderId, userId);
    if (!rec) throw notFound(STAGE_MESSAGES.orderNotFound);
    return { orderId, status: stageStatus(rec.order.status), plans: await stagePlans(this.deps.db, rec, new Date(this.deps.now())) };
  }

  /**
   * Pays the deposit that opens an order: KYC done (else 417 with the first missing cerCode), the financed part within
   * the available limit, no open loan or stage order. The order waits (nothing owed) until the deposit succeeds.
   */
  async pay(userId: number, body: z.output<typeof stagePayBody>) {
    const cerCode = await firstMissingCerCode(this.deps.db, userId);
    if (cerCode !== null) throw new AppError(417, STAGE_MESSAGES.kycIncomplete, { cerCode });
    for (const guard of (this.deps.borrowGuards ?? [])) {
      const refusal = await guard(this.deps.db, userId);
      if (refusal) throw conflict(refusal);
    }
    const product = await this.#product();
    const found = await findPhone(this.deps.db, body.phoneId);
    if (!found) throw badRequest(STAGE_MESSAGES.noPhone);
    const { deposit, financed } = phoneTerms(product, found.phone, lusakaDate(new Date(this.deps.now())));
    if (body.amount !== undefined && body.amount !== deposit) throw badRequest(STAGE_MESSAGES.wrongDeposit(formatKwacha(deposit)));
    try {
      requireSupportedOperator(body.mobile);
    } catch (err) {
      if (err instanceof OperatorNotSupportedError) throw badRequest(err.message);
      throw err;
    }
    let payment;
    try {
      payment = await this.deps.db.transaction(async (tx) => {
        // The account row first, as the closure locks it (issue 42): a closed account orders nothing.
        await userDoor.lockOpenAccount(tx, userId);
        const a = await this.deps.lending.loans.available(tx, userId, true);
        if (a.overdue) throw conflict(LOAN_MESSAGES.overdue);
        if (a.open) throw conflict(await this.#openMessage(tx, userId));
        if (financed > a.available) throw badRequest(STAGE_MESSAGES.aboveLimit(formatKwacha(financed), formatKwacha(a.available)));
        const now = new Date(this.deps.now());
        const order = await openOrder(tx, { userId, productId: product.id, principal: financed, termDays: found.phone.stageDays, walletMsisdn: body.mobile }, now);
        await tx.insert(stageOrders).values({ orderId: order.id, userId, phoneId: found.phone.id, shopId: found.shop.id, price: found.phone.price, deposit, createdAt: now });
        return this.deps.lending.engine.create(tx, { userId, orderId: order.id, planId: null, subjectId: order.id, kind: 'STAGE_DEPOSIT', msisdn: body.mobile, amount: deposit });
      });
    } catch (err) {
      if (isUnique(err)) throw conflict(STAGE_MESSAGES.openStage);
      throw err;
    }
    const sent = await this.deps.lending.engine.send(payment, `Pocket phone deposit ${payment.orderId}`);
    if (sent.status === 'FAILED') throw new AppError(502, STAGE_MESSAGES.operatorRefused(sent.reason ?? 'unknown reason'));
    return { orderId: sent.orderId!, paymentId: sent.id, reference: sent.reference, status: sent.status, payAmount: ngwee(sent.amount), mobile: sent.msisdn };
  }

  async #openMessage(tx: Tx, userId: number): Promise<string> {
    const mine = await stageOrdersOf(tx, userId);
    return mine.some((r) => ['AWAITING_DEPOSIT', 'REPAYING', 'OVERDUE'].includes(stageStatus(r.order.status))) ? STAGE_MESSAGES.openStage : STAGE_MESSAGES.openLoan;
  }

  /** Pays a stage bill through the loan bills' path: same amount rules, one payment in flight, allocation, ledger. */
  async repay(userId: number, body: z.output<typeof stageRepayBody>) {
    let orderId = 0;
    const accepts = async (tx: Tx, order: { id: number }) => {
      orderId = order.id;
      return (await tx.select({ id: stageOrders.orderId }).from(stageOrders).where(eq(stageOrders.orderId, order.id))).length > 0;
    };
    const sent = await this.deps.repay.submit(userId, { bizType: 1, planId: body.planId, payAmount: body.amount }, { accepts, msisdn: body.mobile });
    return { orderId, planId: body.planId, paymentId: sent.paymentId, reference: sent.reference, status: sent.status, payAmount: sent.payAmount, mobile: sent.repayAccount };
  }
}
