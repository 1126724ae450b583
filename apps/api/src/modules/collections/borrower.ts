import { type CollectionsHelp, type HardshipBody, type PromiseBody, PROMISE_MAX_DAYS } from '@pocket/contracts/api/collections';
import { addDays, lusakaDate } from '@pocket/contracts/lusaka-date';
import type { Ngwee } from '@pocket/contracts/money';

import type { Db } from '../../db/client';
import { conflict, notFound } from '../../plugins/errors';
import { loanDelinquency } from '../lending/plugin';
import { makePromise } from './contacts';
import * as repo from './repo';

export const HARDSHIP_MESSAGES = {
  notYours: 'This loan does not exist',
  nothingOwed: 'This loan has nothing to pay now',
  oneOpen: 'We already have your request for a payment plan. We will answer it within 2 working days.',
} as const;

/** Help with a late bill, from the app (docs/collections.md): a promise to pay without a call, a payment-plan request. */
export class BorrowerHelp {
  constructor(private readonly deps: { db: Db; now: () => number }) {}

  private today() {
    return lusakaDate(this.deps.now());
  }

  async help(userId: number, orderId: number): Promise<CollectionsHelp> {
    const { db } = this.deps;
    const today = this.today();
    const loan = await loanDelinquency(db, orderId, today);
    if (!loan || loan.userId !== userId) throw notFound(HARDSHIP_MESSAGES.notYours);
    const [promise] = await repo.promisesOfOrder(db, orderId);
    const [hardship] = await repo.hardshipOfOrder(db, orderId);
    return {
      orderId,
      daysPastDue: loan.daysPastDue,
      overdueAmount: loan.overdue as Ngwee,
      outstandingAmount: loan.outstanding as Ngwee,
      promise: promise ? { amount: promise.amount as Ngwee, payBy: promise.payBy, status: promise.status } : null,
      hardship: hardship ? { reason: hardship.reason, status: hardship.status, instalments: hardship.instalments, answer: hardship.answer, createdAt: hardship.createdAt.toISOString() } : null,
      latestPromiseDate: addDays(today, PROMISE_MAX_DAYS),
    };
  }

  /** "I will pay on ...": at most 14 days ahead, one open promise per loan; once per Idempotency-Key. */
  async promise(userId: number, orderId: number, body: PromiseBody, requestKey: string | null): Promise<CollectionsHelp> {
    const { db } = this.deps;
    if (requestKey && (await repo.promiseByKey(db, userId, requestKey))) return this.help(userId, orderId);
    const owner = await loanDelinquency(db, orderId, this.today());
    if (!owner || owner.userId !== userId) throw notFound(HARDSHIP_MESSAGES.notYours);
    await db.transaction((tx) => makePromise(tx, { orderId, userId, caseId: null, amount: body.amount, payBy: body.payBy, madeBy: 'borrower', requestKey }, this.today(), PROMISE_MAX_DAYS));
    return this.help(userId, orderId);
  }

  /** "I can't pay": a payment-plan request with the borrower's reason (one open per loan); once per Idempotency-Key. */
  async hardship(userId: number, orderId: number, body: HardshipBody, requestKey: string | null): Promise<CollectionsHelp> {
    const { db } = this.deps;
    if (requestKey && (await repo.hardshipByKey(db, userId, requestKey))) return this.help(userId, orderId);
    const loan = await loanDelinquency(db, orderId, this.today());
    if (!loan || loan.userId !== userId) throw notFound(HARDSHIP_MESSAGES.notYours);
    if (loan.outstanding === 0 || loan.writtenOff) throw conflict(HARDSHIP_MESSAGES.nothingOwed);
    const made = await repo.insertHardship(db, { orderId, userId, reason: body.reason, status: 'OPEN', requestKey, createdAt: new Date(this.deps.now()) });
    if (!made && !(requestKey && (await repo.hardshipByKey(db, userId, requestKey)))) throw conflict(HARDSHIP_MESSAGES.oneOpen);
    return this.help(userId, orderId);
  }
}
