import fp from 'fastify-plugin';

import { reconciliationResolveKind } from './resolve-kind';
import { reconciliationRoutes } from './routes';
import { sandboxStatementRoute } from './sandbox-route';
import { ReconciliationDesk } from './service';

export { type PeriodReconciliation, periodReconciliation } from './month';

/**
 * The reconciliation desk (docs/reconciliation.md): operator statements imported and matched by reference against our
 * payments; each difference resolved as a maker-checker request (kind reconciliation.resolve). Money moves only through
 * the payments desk's resolution by hand (app.paymentsDesk), which finalizes through the payment engine.
 */
export const reconciliation = fp(
  async (app) => {
    const desk = new ReconciliationDesk({ db: app.db, approvals: app.approvals, audit: app.staffAudit, now: app.appConfig.now });
    app.approvals.register(reconciliationResolveKind(app.paymentsDesk, app.appConfig.now));
    await app.register(reconciliationRoutes, { desk });
    // The sandbox operator's statement, to try the desk with `npm start` (no route outside the sandbox).
    if (app.appConfig.sandbox) await app.register(sandboxStatementRoute);
  },
  { name: 'reconciliation', dependencies: ['staff', 'staff-audit', 'approvals', 'payments-desk'] },
);
