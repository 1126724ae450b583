import fp from 'fastify-plugin';

import { paymentResolveKind } from './resolve-kind';
import { paymentsDeskRoutes } from './routes';
import { listPage, PaymentsDesk } from './service';

/**
 * The payments desk (docs/backoffice.md#payments-desk): every payment in flight or stuck, asking the operator again,
 * and resolution by hand as a maker-checker request (kind payment.resolve). Money moves only through the payment
 * engine, reached through the lending module's door (app.lending.engine).
 */
export const paymentsDesk = fp(
  async (app) => {
    const engine = app.lending.engine;
    const desk = new PaymentsDesk({ db: app.db, engine, approvals: app.approvals, audit: app.staffAudit, now: app.appConfig.now });
    app.approvals.register(paymentResolveKind(engine, app.appConfig.now));
    engine.onReportAfterFinal((payment) => desk.checkLateReport(payment, () => engine.ask(payment)));
    await app.register(paymentsDeskRoutes, { desk });
  },
  { name: 'payments-desk', dependencies: ['lending', 'staff', 'staff-audit', 'approvals'] },
);

/** The desk's list alone on a database (bench/payments-desk.ts times it at scale). */
export const paymentDeskList = listPage;
