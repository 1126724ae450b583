import fp from 'fastify-plugin';

import { extendKind, refundHandlers, refundKind, waiveKind, writeOffKind } from './kinds';
import { refundFinal } from './postings';
import { adjustmentsRoutes } from './routes';
import { AdjustmentsDesk } from './service';

/**
 * The adjustments desk (docs/adjustments.md): refunds, waivers, write-offs and manual extensions, each a maker-checker
 * request of its own kind (finance asks, another finance member approves). Bills change only through the lending
 * engine (app.lending.adjust), money only through the payment engine (app.lending.engine) and the ledger.
 */
export const adjustments = fp(
  async (app) => {
    const { engine, adjust } = app.lending;
    engine.handle(['REFUND'], refundHandlers, [refundFinal]);
    app.approvals.register(refundKind(engine, app.appConfig.now));
    app.approvals.register(waiveKind(adjust));
    app.approvals.register(writeOffKind(adjust));
    app.approvals.register(extendKind(adjust));
    const desk = new AdjustmentsDesk({ db: app.db, approvals: app.approvals, adjust, now: app.appConfig.now });
    await app.register(adjustmentsRoutes, { desk });
  },
  { name: 'adjustments', dependencies: ['lending', 'staff', 'staff-audit', 'approvals'] },
);
