import { and, eq, inArray } from 'drizzle-orm';

import { lusakaDate } from '@pocket/contracts/lusaka-date';
import { fromE164 } from '@pocket/contracts/validators';

import type { ReviewConfig } from '../../config/review';
import type { Db, Tx } from '../../db/client';
import { recent } from '../../db/recent';
import { AppError, badRequest, conflict } from '../../plugins/errors';
import { requireSupportedOperator } from '../../providers/mobile-money/operator';
import { OperatorNotSupportedError } from '../../providers/mobile-money/types';
import { type CreditPolicyDoor, type Decision, limitOf, type LivePolicy, V1 } from '../credit-policy/plugin';
import type { Messages } from '../messages/plugin';
import type { PaymentEngine } from '../payments/plugin';
import { ACCOUNT_CLOSED, userDoor } from '../user/plugin';
import { isActive, type MembershipSpan, VIP_RULES, vipActive } from '../vip/plugin';
import { decideApplication } from './decision';
import { estimateBill, type EstimatedBill, serviceFee } from './domain/pricing';
import { type Product, productRefusal } from './domain/product';
import { firstMissingCerCode, questionnaireDone } from './kyc-gate';
import { baseLimit, currentProductFor, listProducts } from './repo';
import { disbursementText, startDisbursement } from './review.repo';
import { loanOrders } from './schema';

export const LOAN_MESSAGES = {
  kycIncomplete: 'Please complete your information before applying for a loan',
  openLoan: 'You already have a loan in progress. Please repay it before applying again',
  overdue: 'You have an overdue bill. Please repay it before borrowing again',
  noProduct: 'This loan product does not exist',
  aboveLimit: (limit: string) => `The amount is above your available limit of ${limit}`,
  accountClosed: ACCOUNT_CLOSED,
};

/** The refusal a borrower reads (the main reason in plain words and what would change it): 400 above the limit, else 409. */
function refusalError(r: NonNullable<Decision['refusal']>): AppError {
  return r.code === 'above-limit' ? badRequest(r.message) : conflict(r.message);
}

export interface LoanAsk {
  productId: number;
  /** ngwee */
  amount: number;
  term: number;
}

const UNIQUE_VIOLATION = '23505';
const isUnique = (err: unknown) => (err as { code?: string; cause?: { code?: string } }).code === UNIQUE_VIOLATION || (err as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION;

/** The product list (home page) is read from the database at most this often; an edit shows within this time. */
export const PRODUCT_LIST_MAX_AGE_MS = 5_000;

export const OPEN_LOAN_STATUSES = ['REVIEWING', 'DISBURSING', 'REPAYING', 'OVERDUE'] as const;

export interface Available {
  limit: number;
  available: number;
  open: boolean;
  overdue: boolean;
  vip: boolean;
}

/**
 * What the user may borrow now, from what was read: nothing while a loan is open or overdue (one at a time). The
 * optional questionnaire (cerCode 4) unlocks a higher limit step (docs/product.md#users-sessions-and-kyc); VIP raises it by half (cap K15,000).
 * `openStatuses`: the statuses of the user's open loans.
 */
export function availableFrom(baseLimit: number | null, questionnaire: boolean, vip: boolean, openStatuses: string[], policy: LivePolicy = V1): Available {
  const open = openStatuses.length > 0;
  const overdue = openStatuses.includes('OVERDUE');
  const made = limitOf(policy.document.limit, baseLimit, questionnaire, vip, open);
  return { limit: made.limit, available: made.available, open, overdue, vip };
}

/**
 * The same from the limit's parts as one statement reads them (my-loans.repo.ts `limitColumns`): no statement.
 * `policy`: the live credit policy as last read (app.creditPolicy.current()).
 */
export function availableFromParts(parts: { baseLimit: number | null; questionnaire: boolean; membership: MembershipSpan | null }, openStatuses: string[], now: Date, policy: LivePolicy = V1): Available {
  return availableFrom(parts.baseLimit, parts.questionnaire, isActive(parts.membership, now), openStatuses, policy);
}

export interface LoanDeps {
  db: Db;
  engine: PaymentEngine;
  now: () => number;
  /** Refusals other modules add before a loan (e.g. a borrower on hold): plugins/extensions.ts borrowGuards. */
  borrowGuards?: ReadonlyArray<(tx: Tx, userId: number) => Promise<string | null>>;
  /** The rules that hold an application for a person (config/review.ts); null: every application is decided at once. */
  review?: ReviewConfig | null;
  /** The credit policy's door: the live version decides each application and its decision is recorded (absent: version 1, unrecorded). */
  policy?: CreditPolicyDoor;
  /** Tells a borrower the policy refused them (the decision SMS, `loan.declined`), in the refusal's transaction. */
  messages?: Pick<Messages, 'notify'>;
}

export class LoanService {
  /** The active products for the list (their current versions); applications and trials always read theirs afresh. */
  readonly activeProducts: () => Promise<Product[]>;
  private readonly db: Db;
  private readonly engine: PaymentEngine;
  private readonly now: () => number;
  private readonly borrowGuards: NonNullable<LoanDeps['borrowGuards']>;
  private readonly review: ReviewConfig | null;
  private readonly policy: CreditPolicyDoor | null;
  private readonly messages: Pick<Messages, 'notify'> | null;

  constructor(deps: LoanDeps) {
    ({ db: this.db, engine: this.engine, now: this.now } = deps);
    this.borrowGuards = deps.borrowGuards ?? [];
    this.review = deps.review ?? null;
    this.policy = deps.policy ?? null;
    this.messages = deps.messages ?? null;
    this.activeProducts = recent(PRODUCT_LIST_MAX_AGE_MS, () => listProducts(this.db, new Date(this.now())));
  }

  /** What the user may borrow now: nothing while a loan is open or overdue (one at a time). */
  async available(tx: Tx, userId: number, lock = false): Promise<Available> {
    const policy = this.livePolicy();
    const base = await baseLimit(tx, userId, policy.document.limit.start, lock);
    const questionnaire = await questionnaireDone(tx, userId);
    const vip = await vipActive(tx, userId, new Date(this.now()));
    const open = await tx
      .select({ status: loanOrders.status })
      .from(loanOrders)
      .where(and(eq(loanOrders.userId, userId), inArray(loanOrders.status, [...OPEN_LOAN_STATUSES])));
    return availableFrom(base, questionnaire, vip, open.map((o) => o.status), policy);
  }

  /** The live credit policy as last read (for reads that show a limit; an application reads it in its transaction). */
  livePolicy(): LivePolicy {
    return this.policy?.current() ?? V1;
  }

  /** Whether `orderId` is one of `userId`'s loans (a complaint about a bill may name only the borrower's own). */
  async owns(userId: number, orderId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: loanOrders.id }).from(loanOrders).where(and(eq(loanOrders.id, orderId), eq(loanOrders.userId, userId))).limit(1);
    return row !== undefined;
  }

  async products(userId: number | null): Promise<{ products: Product[]; limit: number | null; available: number | null }> {
    const products = await this.activeProducts();
    if (userId === null) return { products, limit: null, available: null };
    const a = await this.available(this.db, userId);
    return { products, limit: a.limit, available: a.available };
  }

  /** The version a new loan of the product asked for takes now (the app may still hold an older version's id). */
  async #productFor(ask: LoanAsk, tx: Tx = this.db): Promise<Product> {
    const product = await currentProductFor(tx, ask.productId, new Date(this.now()));
    if (!product) throw badRequest(LOAN_MESSAGES.noProduct);
    const refusal = productRefusal(product, ask.amount, ask.term);
    if (refusal) throw badRequest(refusal);
    return product;
  }

  /** The estimated bill if the loan were disbursed today; a VIP member's service fee is 20% lower (vipFeeDiscount). */
  async trial(ask: LoanAsk, userId: number | null = null): Promise<{ product: Product; bill: EstimatedBill; vipFeeDiscount: number }> {
    const product = await this.#productFor(ask);
    return this.trialFrom(ask, product, userId !== null && (await vipActive(this.db, userId, new Date(this.now()))));
  }

  /**
   * The same from what productTrial's one statement read (`readTrialBySession`): the product asked for (null when it
   * does not exist) and whether the user's VIP benefits apply now.
   */
  trialFrom(ask: LoanAsk, product: Product | null, vip: boolean): { product: Product; bill: EstimatedBill; vipFeeDiscount: number } {
    if (!product) throw badRequest(LOAN_MESSAGES.noProduct);
    const refusal = productRefusal(product, ask.amount, ask.term);
    if (refusal) throw badRequest(refusal);
    const bill = estimateBill(product, ask.amount, ask.term, lusakaDate(new Date(this.now())), vip ? VIP_RULES.feeDiscountBp : 0);
    return { product, bill, vipFeeDiscount: serviceFee(product, ask.amount) - bill.serviceFee };
  }

  /**
   * Applies, in one transaction that first locks the account row (a closed account: 409): KYC 1-3 done (else 417 with
   * the first missing cerCode), within the available limit, no open or overdue loan; then either a review rule holds the application for a person (REVIEWING, no payment yet: docs/lending.md) or
   * the automatic decision approves at once and the disbursement goes to the user's wallet.
   * `review: false` skips the review rules (the sandbox's ready-made borrowers).
   */
  async apply(userId: number, ask: LoanAsk, opts: { review?: boolean } = {}): Promise<{ orderId: number; status: string; paymentReference: string | null }> {
    let created;
    try {
      created = await this.db.transaction(async (tx) => {
        // The account row first, as the closure locks it before it checks what is owed (issue 42): a closed account is
        // refused here, and a closure waits for this application (then finds the loan and refuses) or came first.
        const user = await userDoor.lockOpenAccount(tx, userId);
        const cerCode = await firstMissingCerCode(tx, userId);
        if (cerCode !== null) throw new AppError(417, LOAN_MESSAGES.kycIncomplete, { cerCode });
        for (const guard of this.borrowGuards) {
          const refusal = await guard(tx, userId);
          if (refusal) throw conflict(refusal);
        }
        const product = await this.#productFor(ask, tx);
        const wallet = fromE164(user.mobile);
        try {
          requireSupportedOperator(wallet);
        } catch (err) {
          if (err instanceof OperatorNotSupportedError) throw badRequest(err.message);
          throw err;
        }
        const now = new Date(this.now());
        const decided = await decideApplication(tx, { policy: this.policy, review: this.review }, user, ask, now, opts.review !== false);
        if (decided.decision.refusal) {
          // A refusal is a decision too: recorded (this transaction commits it), told by SMS with its main reason, then
          // answered with it.
          const refusal = decided.decision.refusal;
          const decisionId = await this.policy?.record(tx, decided.record(null));
          if (decisionId !== undefined) await this.messages?.notify(tx, { event: 'loan.declined', userId, decisionId, amount: ask.amount, code: refusal.code });
          return { refused: decided.decision.refusal, order: null, payment: null };
        }
        const hold = decided.decision.hold;
        const vip = decided.record(null).features.vip === 1;
        const [order] = await tx
          .insert(loanOrders)
          .values({
            // The version current now: the loan keeps these terms whatever prices come later.
            userId, productId: product.id, principal: ask.amount, termDays: ask.term, status: 'REVIEWING', walletMsisdn: wallet, createdAt: now, updatedAt: now,
            // VIP at application: the fee discount is fixed now (charged at disbursement) and the review is prioritised.
            feeDiscountBp: vip ? VIP_RULES.feeDiscountBp : 0, priorityReview: vip,
            reviewRule: hold?.rule ?? null, reviewNote: hold?.note ?? null,
          })
          .returning();
        await this.policy?.record(tx, decided.record(order!.id));
        // Held for a person: the order waits in the review queue (the application desk approves or rejects it).
        if (hold) return { refused: null, order: order!, payment: null };
        // The automatic decision: every check above passed, so the loan is approved and disbursement starts.
        const payment = await startDisbursement(tx, this.engine, order!, now);
        return { refused: null, order: order!, payment };
      });
    } catch (err) {
      if (isUnique(err)) throw conflict(LOAN_MESSAGES.openLoan);
      throw err;
    }
    if (created.refused) throw refusalError(created.refused);
    if (!created.payment) return { orderId: created.order.id, status: 'REVIEWING', paymentReference: null };
    const sent = await this.engine.send(created.payment, disbursementText(created.order.id));
    const [order] = await this.db.select().from(loanOrders).where(eq(loanOrders.id, created.order.id));
    return { orderId: created.order.id, status: order?.status ?? 'DISBURSING', paymentReference: sent.reference };
  }

  /** Waits (polling the provider) until a disbursement is final; used by the sandbox's ready-made borrowers. */
  async awaitFinal(reference: string, timeoutMs = 15_000): Promise<string> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const p = await this.engine.confirm(reference);
      if (!p || p.status !== 'PENDING' || Date.now() > until) return p?.status ?? 'UNKNOWN';
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
