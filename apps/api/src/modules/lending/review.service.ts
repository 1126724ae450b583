import { ALREADY_DECIDED, type ReviewRule } from '@pocket/contracts/api/staff';

import type { Db, Tx } from '../../db/client';
import { conflict, notFound } from '../../plugins/errors';
import type { PaymentEngine } from '../payments/plugin';
import { decide, disbursementText, heldApplication, limitOf, loansOfBorrower, waitingApplications } from './review.repo';
import type { OrderRow } from './schema';

/** An application the rules held for a person (money in ngwee). */
export interface HeldApplication {
  orderId: number;
  userId: number;
  amount: number;
  termDays: number;
  product: string;
  rule: ReviewRule;
  note: string;
  /** VIP at application: reviewed first. */
  priority: boolean;
  appliedAt: Date;
  status: string;
  decidedBy: number | null;
  decidedAt: Date | null;
  rejectReason: string | null;
}

export interface BorrowerLoan {
  orderId: number;
  amount: number;
  termDays: number;
  status: string;
  appliedAt: Date;
  disbursedAt: Date | null;
  settledAt: Date | null;
  settledLate: boolean | null;
}

const held = (row: { order: OrderRow; product: string }): HeldApplication => ({
  orderId: row.order.id,
  userId: row.order.userId,
  amount: row.order.principal,
  termDays: row.order.termDays,
  product: row.product,
  rule: row.order.reviewRule!,
  note: row.order.reviewNote ?? '',
  priority: row.order.priorityReview,
  appliedAt: row.order.createdAt,
  status: row.order.status,
  decidedBy: row.order.decidedBy,
  decidedAt: row.order.decidedAt,
  rejectReason: row.order.rejectReason,
});

/** Runs inside the decision's transaction (the desk's audit row, the decision's message): both commit or neither. */
export type WithDecision = (tx: Tx, application: HeldApplication) => Promise<void>;

/**
 * The lending engine's side of application review (its door: `app.lending.reviews`). The desk reads the queue and a
 * case, and decides; an approval pays out through the same disbursement path as the automatic decision, once.
 */
export class ApplicationReviews {
  private readonly db: Db;
  private readonly engine: PaymentEngine;
  private readonly now: () => number;

  constructor(deps: { db: Db; engine: PaymentEngine; now: () => number }) {
    ({ db: this.db, engine: this.engine, now: this.now } = deps);
  }

  /** Held applications waiting for a decision: VIP first, then oldest first. */
  async waiting(limit = 200): Promise<HeldApplication[]> {
    return (await waitingApplications(this.db, limit)).map(held);
  }

  /** One held application (any status), the borrower's other loans and base limit. */
  async find(orderId: number): Promise<{ application: HeldApplication; history: BorrowerLoan[]; limit: { baseLimit: number | null; raisedAt: Date | null } } | null> {
    const row = await heldApplication(this.db, orderId);
    if (!row) return null;
    const [loans, limit] = await Promise.all([loansOfBorrower(this.db, row.order.userId, orderId), limitOf(this.db, row.order.userId)]);
    const history = loans.map((o) => ({ orderId: o.id, amount: o.principal, termDays: o.termDays, status: o.status, appliedAt: o.createdAt, disbursedAt: o.disbursedAt, settledAt: o.settledAt, settledLate: o.settledLate }));
    return { application: held(row), history, limit };
  }

  /**
   * Approves: the order moves to DISBURSING and its disbursement is recorded in one transaction with `withDecision`;
   * the payment is sent after the commit. Of any number of concurrent approvals one changes the order; the others
   * answer 409 and pay nothing.
   */
  async approve(orderId: number, staffId: number, withDecision: WithDecision): Promise<{ orderId: number; status: string }> {
    const payment = await this.db.transaction(async (tx) => {
      const now = new Date(this.now());
      const order = await this.decided(tx, orderId, 'DISBURSING', staffId, now);
      const created = await this.engine.create(tx, { userId: order.userId, orderId, planId: null, kind: 'DISBURSEMENT', msisdn: order.walletMsisdn, amount: order.principal });
      await withDecision(tx, await this.application(tx, orderId));
      return created;
    });
    await this.engine.send(payment, disbursementText(orderId));
    return { orderId, status: (await heldApplication(this.db, orderId))?.order.status ?? 'DISBURSING' };
  }

  /** Rejects with the text the borrower is told; the one open loan is free again (they may apply anew). */
  async reject(orderId: number, staffId: number, borrowerText: string, withDecision: WithDecision): Promise<{ orderId: number; status: string }> {
    await this.db.transaction(async (tx) => {
      await this.decided(tx, orderId, 'REJECTED', staffId, new Date(this.now()), borrowerText);
      await withDecision(tx, await this.application(tx, orderId));
    });
    return { orderId, status: 'REJECTED' };
  }

  private async decided(tx: Tx, orderId: number, to: 'DISBURSING' | 'REJECTED', staffId: number, now: Date, rejectReason: string | null = null): Promise<OrderRow> {
    const order = await decide(tx, orderId, to, staffId, now, rejectReason);
    if (order) return order;
    if (!(await heldApplication(tx, orderId))) throw notFound('No application waiting for review has this id');
    throw conflict(ALREADY_DECIDED);
  }

  private async application(tx: Tx, orderId: number): Promise<HeldApplication> {
    return held((await heldApplication(tx, orderId))!);
  }
}
