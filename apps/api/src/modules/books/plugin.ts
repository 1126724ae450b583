import fp from 'fastify-plugin';

import { bookChartKind } from './chart';
import { bookClassesKind } from './classes-kind';
import { bookCloseKind } from './close-kind';
import { BooksDesk } from './close-service';
import { bookFeeRecognitionKind } from './fee-recognition';
import { booksRoutes } from './routes';

/**
 * The books at month end (docs/books.md): the ledger's months, each month's close checklist, the close through
 * maker-checker (kind books.close), a closed month's general-ledger journal, and the provisioning classes and the chart
 * of accounts with their changes through maker-checker (kinds books.classes, books.chart). It reads the payments in flight and the
 * reconciliation of a month through their doors (`payments/plugin`, `reconciliation/plugin`).
 */
export const books = fp(
  async (app) => {
    const now = app.appConfig.now;
    const inFlightDays = app.appConfig.booksInFlightDays;
    app.approvals.register(bookCloseKind(now, inFlightDays));
    app.approvals.register(bookClassesKind());
    app.approvals.register(bookChartKind());
    app.approvals.register(bookFeeRecognitionKind());
    const desk = new BooksDesk({ db: app.db, audit: app.staffAudit, approvals: app.approvals, now, inFlightDays });
    await app.register(booksRoutes, { desk });
  },
  { name: 'books', dependencies: ['staff', 'staff-audit', 'approvals', 'payments', 'reconciliation'] },
);

// The month-end jobs (fee accrual, provisioning) are registered by their own plugin (provisioning-plugin.ts).
export { booksJobs, type BooksJobsDoor, type BooksJobsOptions } from './provisioning-plugin';
// The jobs and readers the collections-and-books bench times at scale (bench/risk/books.ts).
export { accrueDay } from './accrual';
export { monthChecklist } from './checklist';
export { journalCsv } from './journal';
export { addMonths, monthOf } from './month';
export { provisionMonth } from './provisioning';
export { statementsOf } from './statements';
