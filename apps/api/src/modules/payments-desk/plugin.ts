import fp from 'fastify-plugin';

import type { PaymentResolvePayload } from '@pocket/contracts/api/staff';

import type { Tx } from '../../db/client';
import type { ApprovedRequest, EffectResult } from '../approvals/plugin';
import { paymentResolveKind } from './resolve-kind';
import { paymentsDeskRoutes } from './routes';
import { listPage, PaymentsDesk } from './service';

export { paymentResolutionRows } from './reads';

/**
 * The payments desk (docs/backoffice.md#payments-desk): every payment in flight or stuck, asking the operator again,
 * and resolution by hand as a maker-checker request (kind payment.resolve). Money moves only through the payment
 * engine, reached through the lending module's door (app.lending.engine).
 */
/**
 * The payments desk's door: a resolution by hand for another desk's maker-checker request (the reconciliation desk),
 * through exactly the code of `payment.resolve` (the engine finalizes, the resolution row is kept, run once).
 */
export interface PaymentsDeskDoor {
  /** Throws the same refusals as a `payment.resolve` request: unknown payment, already final, a request open. */
  checkResolvable(tx: Tx, payload: PaymentResolvePayload): Promise<void>;
  /** The `payment.resolve` effect in the caller's (approving) transaction; idempotent. */
  resolveIn(tx: Tx, payload: PaymentResolvePayload, request: ApprovedRequest): Promise<EffectResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentsDesk: PaymentsDeskDoor;
  }
}

export const paymentsDesk = fp(
  async (app) => {
    const engine = app.lending.engine;
    const desk = new PaymentsDesk({ db: app.db, engine, approvals: app.approvals, audit: app.staffAudit, now: app.appConfig.now });
    const resolveKind = paymentResolveKind(engine, app.appConfig.now);
    app.approvals.register(resolveKind);
    app.decorate('paymentsDesk', {
      checkResolvable: (tx, payload) => resolveKind.validate!(tx, payload),
      resolveIn: (tx, payload, request) => resolveKind.effect(tx, payload, request),
    } satisfies PaymentsDeskDoor);
    engine.onReportAfterFinal((payment) => desk.checkLateReport(payment, () => engine.ask(payment)));
    await app.register(paymentsDeskRoutes, { desk });
  },
  { name: 'payments-desk', dependencies: ['lending', 'staff', 'staff-audit', 'approvals'] },
);

/** The desk's list alone on a database (bench/payments-desk.ts times it at scale). */
export const paymentDeskList = listPage;
