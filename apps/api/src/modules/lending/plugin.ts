import fp from 'fastify-plugin';

import { toNgwee } from '@pocket/contracts/money';

import type { PaymentsConfig } from '../../config/payments';
import type { Tx } from '../../db/client';
import { CouponService } from '../coupon/coupon.service';
import { grantRegistrationCoupons } from '../coupon/repo';
import { quickRepayRoutes } from '../quick-repay/routes';
import { RepayService } from '../repayment/repay.service';
import { repaymentRoutes } from '../repayment/routes';
import { LoanAdjustments } from './adjust';
import type { LendingContext } from './context';
import { devLoanClockRoutes } from './dev-clock.routes';
import { LIMIT_RULES } from './domain/credit-limit';
import { ageLoan, startLendingJobs } from './jobs';
import { LoanService } from './loan.service';
import { billReminders, withLoanMessages } from './messages';
import { readMyLoansBySession } from './my-loans.repo';
import { remindersFrom } from './reminders';
import { baseLimit, plansOf, setBaseLimit } from './repo';
import { ApplicationReviews } from './review.service';
import { lendingRoutes } from './routes';
import { seedLending } from './seed';
import { lendingHandlers } from './settlement';
import { productCatalogue } from './versions';

declare module 'fastify' {
  interface FastifyInstance {
    /** The lending engine (tests reach the payment engine, registry and jobs through it). */
    lending: LendingContext;
  }
}

export interface LendingOptions {
  payments: PaymentsConfig;
}

// What other modules' reads of loans are built from (the stage reads, issue 34).
export { availableFromParts, OPEN_LOAN_STATUSES } from './loan.service';
export { appliedCoupons, billColumns, billsOf, decodeBills, decodeLimit, limitColumns, paymentsInFlight, sessionUser } from './my-loans.repo';
export { toProduct } from './repo';
export { loanOrders, loanProducts } from './schema';
export { planViewsFrom } from './views';
export type { ProductCatalogue, ProductVersionRow, VersionPrices } from './versions';
export type { Adjusted, LoanAdjustments } from './adjust';
export type { ApplicationReviews, BorrowerLoan, HeldApplication, WithDecision } from './review.service';
// The payment engine, for the desks that follow and resolve payments (the payments desk reaches it as app.lending.engine).
export type { FinalAnswer, PaymentEngine } from '../payments/plugin';

/** The lending engine: products, loans, repayments, extensions, coupons, quick repay, jobs; its money moves through app.payments. */
export const lending = fp<LendingOptions>(
  async (app, opts) => {
    const now = app.appConfig.now;
    await seedLending(app.db);
    const { engine, registry } = app.payments;
    const onSettled = async (tx: Tx, loan: { userId: number; orderId: number; late: boolean }) => {
      for (const hook of app.extensions.loanSettled) await hook(tx, loan);
    };
    engine.handle(['REPAY', 'EXTENSION', 'DISBURSEMENT'], withLoanMessages(lendingHandlers(now, onSettled), app.messages));
    app.messages.addDailySource(billReminders);
    const ctx: LendingContext = {
      db: app.db,
      registry,
      engine,
      loans: new LoanService(app.db, engine, now, app.extensions.borrowGuards, app.appConfig.review),
      reviews: new ApplicationReviews(app.db, engine, now),
      repay: new RepayService(app.db, engine, now),
      coupons: new CouponService(app.db, now),
      products: productCatalogue,
      adjust: new LoanAdjustments(now),
      idempotent: app.payments.idempotent,
      idempotentTransaction: app.payments.idempotentTransaction,
    };
    app.decorate('lending', ctx);

    app.extensions.userCreated.push((tx, userId) => grantRegistrationCoupons(tx, userId, new Date(now())));
    app.extensions.reminderSources.push(async (db, session) => {
      const found = await readMyLoansBySession(db, session);
      return found && { userId: found.userId, reminders: remindersFrom(found.data, new Date(now())) };
    });
    if (app.appConfig.sandbox) {
      app.extensions.devLoan = async (userId, _mobile, loan) => {
        const amount = toNgwee(loan.amount);
        // Ready-made borrowers get a limit that covers the loan asked for (sandbox only).
        await app.db.transaction(async (tx) => {
          const base = await baseLimit(tx, userId, LIMIT_RULES.start, true);
          if (base < amount) await setBaseLimit(tx, userId, amount);
        });
        // Ready-made loans are paid out at once: the review rules are for real applications.
        const applied = await ctx.loans.apply(userId, { productId: loan.productId ?? 1, amount, term: loan.term }, { review: false });
        if (applied.paymentReference) await ctx.loans.awaitFinal(applied.paymentReference);
        const plans = await plansOf(app.db, [applied.orderId]);
        return { orderId: applied.orderId, planIds: plans.map((p) => p.id) };
      };
    }

    await app.register(lendingRoutes, { ctx });
    await app.register(repaymentRoutes, { ctx });
    await app.register(quickRepayRoutes, { ctx });
    if (app.appConfig.sandbox) await app.register(devLoanClockRoutes, { age: (orderId, days) => ageLoan(app.db, now, orderId, days) });

    const stop = opts.payments.jobs
      ? startLendingJobs({
          db: app.db, engine, now, reconcileMs: opts.payments.reconcileIntervalMs, overdueMs: opts.payments.overdueIntervalMs,
          log: (msg, err) => app.log.error({ err }, msg),
          onRun: (job, outcome, seconds) => app.metrics?.jobRun(job, outcome, seconds),
          lease: (job, ms) => app.kv.setIfAbsent(`job-lease:${job}`, String(process.pid), ms),
        })
      : () => undefined;
    app.addHook('onClose', async () => stop());
  },
  { name: 'lending', dependencies: ['context', 'auth', 'messages', 'payments'] },
);
