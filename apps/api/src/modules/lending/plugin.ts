import fp from 'fastify-plugin';

import { toNgwee } from '@pocket/contracts/money';
import { fromE164 } from '@pocket/contracts/validators';

import type { PaymentsConfig } from '../../config/payments';
import type { Tx } from '../../db/client';
import { MobileMoneyRegistry } from '../../providers/mobile-money/registry';
import { CouponService } from '../coupon/coupon.service';
import { grantRegistrationCoupons } from '../coupon/repo';
import { PaymentEngine } from '../payments/engine';
import { withIdempotency, withIdempotentTransaction } from '../payments/idempotency';
import type { OwnNumberOf } from '../payments/payer-guard';
import { paymentAccountRoutes } from '../payments/payment-account.routes';
import { PaymentAccountService } from '../payments/payment-account.service';
import { callbackRoutes, devLoanClockRoutes, devPromptRoutes } from '../payments/routes';
import { quickRepayRoutes } from '../quick-repay/routes';
import { RepayService } from '../repayment/repay.service';
import { repaymentRoutes } from '../repayment/routes';
import { LoanAdjustments } from './adjust';
import type { LendingContext } from './context';
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
  /** Tests pass a registry wired to fake operators. */
  registry?: MobileMoneyRegistry;
}

// What other modules' reads of loans are built from (the stage reads, issue 34).
export { availableFromParts, OPEN_LOAN_STATUSES } from './loan.service';
export { appliedCoupons, billColumns, billsOf, decodeBills, decodeLimit, limitColumns, paymentsInFlight } from './my-loans.repo';
export { toProduct } from './repo';
export { loanOrders, loanProducts } from './schema';
export { planViewsFrom } from './views';
export type { ProductCatalogue, ProductVersionRow, VersionPrices } from './versions';
export type { Adjusted, LoanAdjustments } from './adjust';
export type { ApplicationReviews, BorrowerLoan, HeldApplication, WithDecision } from './review.service';
// The payment engine, for the desks that follow and resolve payments (the payments desk reaches it as app.lending.engine).
export type { FinalAnswer, PaymentEngine } from '../payments/engine';

/** The lending and payments engine: products, loans, repayments, extensions, coupons, quick repay, jobs. */
export const lending = fp<LendingOptions>(
  async (app, opts) => {
    const now = app.appConfig.now;
    await seedLending(app.db);
    const registry = opts.registry ?? new MobileMoneyRegistry(opts.payments, app.appConfig.sandbox, app.db);
    const ownNumberOf: OwnNumberOf = async (tx, userId) => {
      const user = await app.users.findUserById(tx, userId);
      return user ? fromE164(user.mobile) : null;
    };
    const engine = new PaymentEngine(app.db, registry, now, ownNumberOf);
    const onSettled = async (tx: Tx, loan: { userId: number; orderId: number; late: boolean }) => {
      for (const hook of app.extensions.loanSettled) await hook(tx, loan);
    };
    engine.handle(['REPAY', 'EXTENSION', 'DISBURSEMENT'], withLoanMessages(lendingHandlers(now, onSettled), app.messages));
    app.messages.addDailySource(billReminders);
    registry.sandbox?.onCallback((hint) => {
      engine.confirm(hint.reference).catch((err: unknown) => app.log.error({ err }, 'sandbox callback failed'));
    });
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
      idempotent: (scope, key, body, run) => withIdempotency(app.db, scope, Array.isArray(key) ? key[0] : key, body, run),
      idempotentTransaction: (scope, key, body, run) => withIdempotentTransaction(app.db, scope, Array.isArray(key) ? key[0] : key, body, run),
    };
    app.decorate('lending', ctx);

    app.extensions.userCreated.push((tx, userId) => grantRegistrationCoupons(tx, userId, new Date(now())));
    app.extensions.reminderSources.push(async (db, session) => {
      const found = await readMyLoansBySession(db, session);
      return found && { userId: found.userId, reminders: remindersFrom(found.data, new Date(now())) };
    });
    if (app.appConfig.sandbox) {
      app.extensions.devPhoneFeeds.push({ title: 'PIN prompts', path: '/api/dev/prompts' });
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
    await app.register(callbackRoutes, { ctx });
    const accounts = new PaymentAccountService({ db: app.db, kv: app.kv, sms: app.sms, pepper: app.appConfig.otpPepper, ownNumberOf });
    await app.register(paymentAccountRoutes, { accounts });
    if (app.appConfig.sandbox) {
      await app.register(devPromptRoutes, { ctx });
      await app.register(devLoanClockRoutes, { ctx, age: (orderId, days) => ageLoan(app.db, now, orderId, days) });
    }

    const stop = opts.payments.jobs
      ? startLendingJobs({
          db: app.db, engine, now, reconcileMs: opts.payments.reconcileIntervalMs, overdueMs: opts.payments.overdueIntervalMs,
          log: (msg, err) => app.log.error({ err }, msg),
          onRun: (job, outcome, seconds) => app.metrics?.jobRun(job, outcome, seconds),
          lease: (job, ms) => app.kv.setIfAbsent(`job-lease:${job}`, String(process.pid), ms),
        })
      : () => undefined;
    app.addHook('onClose', async () => {
      stop();
      registry.close();
    });
  },
  { name: 'lending', dependencies: ['context', 'auth', 'user', 'messages'] },
);
