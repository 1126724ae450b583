import fp from 'fastify-plugin';


import type { PaymentsConfig } from '../../config/payments';
import type { Tx } from '../../db/client';
import { LoanAdjustments } from './adjust';
import type { LendingContext } from './context';
import { devLoanClockRoutes } from './dev-clock.routes';
import { ageLoan, runOverdueJob, startLendingJobs } from './jobs';
import { LoanService } from './loan.service';
import { billReminders, withLoanMessages } from './messages';
import { readMyLoansBySession } from './my-loans.repo';
import { LOAN_PAYMENT_POSTINGS } from './postings';
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

export type { LendingContext } from './context';
// What other rooms' one-statement reads of loans are built from (the stage and repayment reads, issue 34).
export { availableFromParts, LOAN_MESSAGES, OPEN_LOAN_STATUSES } from './loan.service';
export { openBillIds, openBillProductsJson, openBillsJson, openBillsWithOrdersJson, orderBillsJson, orderFromJson, orderJson, planFromJson, productFromJson, productOnOfferJson } from './bill-fragments';
export { appliedCoupons, billColumns, billsOf, decodeBills, decodeLimit, limitColumns, paymentsInFlight, readMyLoansBySession } from './my-loans.repo';
// Reads of bills, loans and products (a tx or the db; `lock` takes the rows' locks for the caller's transaction).
export { findOrder, findPlan, getProduct, listProducts, ordersOf, plansOf, planState, toProduct } from './repo';
export { loanOrderRecords, loanOrderRows, loanPlanRows, loanProductRows, loansOfBorrower, openLoanDueDates, orderOwnerOf, settledLoanCount } from './reads';
export { firstMissingCerCode, questionnaireDone } from './kyc-gate';
// What an application's decision reads (the credit bench times it as LoanService.apply does).
export { decideApplication } from './decision';
// Days past due and buckets from the bills (collections reads lateness only through these: docs/collections.md).
export { billsFallenDue, delinquencyRows, lateAndOtherRows, lateLoans, lateOrderIds, loanDelinquency, type LoanDelinquency, loansDelinquency, openLoansOf } from './delinquency';
export { bucketOf, checkBuckets, daysPastDue, type Bucket } from './domain/delinquency';
// A hardship plan's restructure (collections asks it through an approval; the bills and the ledger move here).
export { checkRestructure, RESTRUCTURE_MESSAGES, restructureLoan, type Restructured, type RestructureTerms } from './restructure';
export { myLoans, planViews, planViewsFrom } from './views';
// The rows of the loan tables, as other rooms' reads answer them (the tables stay here: reads.ts lends their columns).
export type { OrderRow, PlanRow } from './schema';
// The bill rules other rooms price and check with (stage orders, repayments).
export { checkExtension } from './domain/extension';
export { estimateBill, type EstimatedBill } from './domain/pricing';
export type { Product } from './domain/product';
// Writes other rooms ask for: a stage order is a loan order whose money is the shop's (stage/settlement.ts).
export { moveOrder, openBills, openOrder } from './open-loans';
export { NEW_BILL_POSTINGS } from './postings';
export { seedLending } from './seed';
// The overdue job itself, for the bench that measures it at scale (bench/risk/overdue-job.ts).
export { OVERDUE_BATCH, runOverdueJob } from './jobs';
export type { ProductCatalogue, ProductVersionRow, VersionPrices } from './versions';
export type { Adjusted, LoanAdjustments } from './adjust';
export type { ApplicationReviews, BorrowerLoan, HeldApplication, WithDecision } from './review.service';
// The payment engine, for the desks that follow and resolve payments (the payments desk reaches it as app.lending.engine).
export type { FinalAnswer, PaymentEngine } from '../payments/plugin';

/**
 * Lending: products, applications, loans and their bills (loan_orders, loan_plans, credit_limits: written here alone;
 * other rooms ask through this door: openOrder, openBills, moveOrder), the settlement of a bill's money (lendingHandlers:
 * a settled repayment is allocated to the bill, booked in the ledger, and consumes its coupon), jobs. Its money moves
 * through the payments room's engine (app.payments), and into the ledger only through its posting templates
 * (postings.ts): a REPAY payment books `repayment` (or `recovery` on a written-off loan) and `couponWaiver`; a
 * DISBURSEMENT books `disbursement`; an EXTENSION books `extensionFee`, all registered with `engine.handle` below. Repayments are the repayment room's (repayment/plugin.ts); coupons
 * the coupon room's.
 */
export const lending = fp<LendingOptions>(
  async (app, opts) => {
    const now = app.appConfig.now;
    await seedLending(app.db);
    const { engine, registry } = app.payments;
    const onSettled = async (tx: Tx, loan: { userId: number; orderId: number; late: boolean }) => {
      for (const hook of app.extensions.loanSettled) await hook(tx, loan);
    };
    engine.handle(['REPAY', 'EXTENSION', 'DISBURSEMENT'], withLoanMessages(lendingHandlers(now, onSettled), app.messages), LOAN_PAYMENT_POSTINGS);
    // The ladder's late reminders pause while another room says so (collections: a promise to pay not yet due).
    app.messages.addDailySource(async (tx, today) => {
      const events = await billReminders(tx, today);
      const late = [...new Set(events.flatMap((e) => (e.event === 'bill.late' ? [e.loanId] : [])))];
      const paused = new Set<number>();
      if (late.length > 0) for (const hook of app.extensions.remindersPaused) for (const id of await hook(tx, late, today)) paused.add(id);
      // The reminder ladder's settings choose the days (collections; by default 1, 3 and 7, all of them).
      const days = app.extensions.lateReminderDays ? await app.extensions.lateReminderDays(tx) : null;
      return events.filter((e) => e.event !== 'bill.late' || (!paused.has(e.loanId) && (days === null || days.has(e.daysLate))));
    });
    const ctx: LendingContext = {
      db: app.db,
      registry,
      engine,
      loans: new LoanService({ db: app.db, engine, now, borrowGuards: app.extensions.borrowGuards, review: app.appConfig.review, policy: app.creditPolicy, messages: app.messages }),
      reviews: new ApplicationReviews({ db: app.db, engine, now }),
      products: productCatalogue,
      adjust: new LoanAdjustments({ now }),
      idempotent: app.payments.idempotent,
      idempotentTransaction: app.payments.idempotentTransaction,
    };
    app.decorate('lending', ctx);

    app.extensions.reminderSources.push(async (db, session) => {
      const found = await readMyLoansBySession(db, session);
      return found && { userId: found.userId, reminders: remindersFrom(found.data, new Date(now())) };
    });
    if (app.appConfig.sandbox) {
      app.extensions.devLoan = async (userId, _mobile, loan, opts = {}) => {
        const amount = loan.amount;
        // Ready-made borrowers get a limit that covers the loan asked for (sandbox only).
        await app.db.transaction(async (tx) => {
          const base = await baseLimit(tx, userId, app.creditPolicy.current().document.limit.start, true);
          if (base < amount) await setBaseLimit(tx, userId, amount, new Date(now()));
        });
        // Ready-made loans are paid out at once: the review rules are for real applications (unless asked for).
        const applied = await ctx.loans.apply(userId, { productId: loan.productId ?? 1, amount, term: loan.term }, { review: opts.review === true });
        if (applied.paymentReference && opts.wait !== false) await ctx.loans.awaitFinal(applied.paymentReference);
        const plans = await plansOf(app.db, [applied.orderId]);
        return { orderId: applied.orderId, planIds: plans.map((p) => p.id) };
      };
    }

    await app.register(lendingRoutes, { ctx });
    if (app.appConfig.sandbox) {
      const age = async (orderId: number, days: number) => {
        const found = await ageLoan(app.db, now, orderId, days);
        if (found) for (const hook of app.extensions.loanAged) await hook();
        return found;
      };
      await app.register(devLoanClockRoutes, { age });
    }

    const stop = opts.payments.jobs
      ? startLendingJobs({
          db: app.db, engine, now, reconcileMs: opts.payments.reconcileIntervalMs, overdueMs: opts.payments.overdueIntervalMs,
          log: (msg, err) => app.log.error({ err }, msg),
          onRun: (job, outcome, seconds) => app.metrics?.jobRun(job, outcome, seconds),
          lease: (job, ms) => app.kv.setIfAbsent(`job-lease:${job}`, String(process.pid), ms),
        })
      : () => undefined;
    app.addHook('onClose', async () => stop());
    app.extensions.dateJobs.push({ name: 'overdue job', run: () => runOverdueJob(app.db, now) });
  },
  { name: 'lending', dependencies: ['context', 'auth', 'user', 'messages', 'payments', 'credit-policy'] },
);
