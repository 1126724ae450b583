import fp from 'fastify-plugin';

import { fromE164 } from '@pocket/contracts/validators';

import type { PaymentsConfig } from '../../config/payments';
import { MobileMoneyRegistry } from '../../providers/mobile-money/registry';
import { PaymentEngine } from './engine';
import { type Answer, type InTransaction, withIdempotency, withIdempotentTransaction } from './idempotency';
import type { OwnNumberOf } from './payer-guard';
import { paymentAccountRoutes } from './payment-account.routes';
import { PaymentAccountService } from './payment-account.service';
import { callbackRoutes, devPromptRoutes } from './routes';

/** What other rooms may ask of payments: the engine every money movement takes, the operators, idempotent calls. */
export interface PaymentsDoor {
  engine: PaymentEngine;
  /** The mobile-money operators (tests reach the sandbox and the fake operators through it). */
  registry: MobileMoneyRegistry;
  /** Runs a money-moving call once per Idempotency-Key (`scope`: whose key it is); a repeat answers the first answer. */
  idempotent(scope: string, key: string | string[] | undefined, body: unknown, run: () => Promise<Answer>): Promise<Answer>;
  /** The same for a handler whose writes are one transaction then a provider call: the key is claimed in that transaction. */
  idempotentTransaction(scope: string, key: string | string[] | undefined, body: unknown, run: (transaction: InTransaction) => Promise<Answer>): Promise<Answer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsDoor;
  }
}

export type { Book, FinalAnswer, NewPayment, PaymentEngine, PaymentHandlers } from './engine';
export { KEY_IN_FLIGHT, withIdempotency } from './idempotency';
export type { Answer, InTransaction } from './idempotency';
export { billPaymentOf, inFlightView, pendingBillPayments, planPaymentInFlight } from './in-flight';
export { inFlightSince } from './stale';
export {
  billPaymentsInFlightIn,
  billPaymentsInFlightOf,
  declinedRepaymentsColumn,
  grantedExtensionFees,
  grantedExtensionFeesOf,
  orderPayments,
  orderPaymentsOf,
  paymentFromJson,
  lockedPaymentStatus,
  paymentInFlightIdOf,
  paymentRows,
  payerNumberRows,
  paymentsOfBorrower,
  paymentsWhere,
  refundPaymentOf,
  refundPaymentsOf,
  forgetIdempotencyKeys,
} from './reads';
export type { RefundPaymentRow } from './reads';
export type { PaymentKind, PaymentRow, PaymentStatus } from './schema';

export interface PaymentsOptions {
  payments: PaymentsConfig;
  /** Tests pass a registry wired to fake operators. */
  registry?: MobileMoneyRegistry;
}

/** Payments: the engine, the operators' callbacks, payment accounts and (sandbox) the simulator's PIN prompts. */
export const payments = fp<PaymentsOptions>(
  async (app, opts) => {
    const registry = opts.registry ?? new MobileMoneyRegistry(opts.payments, app.appConfig.sandbox, app.db, app.appConfig.now);
    const ownNumberOf: OwnNumberOf = async (tx, userId) => {
      const user = await app.users.findUserById(tx, userId);
      return user ? fromE164(user.mobile) : null;
    };
    const engine = new PaymentEngine({ db: app.db, registry, now: app.appConfig.now, ownNumberOf });
    registry.sandbox?.onCallback((hint) => {
      engine.confirm(hint.reference).catch((err: unknown) => app.log.error({ err }, 'sandbox callback failed'));
    });
    const firstKey = (key: string | string[] | undefined) => (Array.isArray(key) ? key[0] : key);
    app.decorate('payments', {
      engine,
      registry,
      idempotent: (scope, key, body, run) => withIdempotency(app.db, scope, firstKey(key), body, run),
      idempotentTransaction: (scope, key, body, run) => withIdempotentTransaction(app.db, scope, firstKey(key), body, run),
    } satisfies PaymentsDoor);

    await app.register(callbackRoutes, { engine, registry });
    const accounts = new PaymentAccountService({ db: app.db, kv: app.kv, sms: app.sms, pepper: app.appConfig.otpPepper, ownNumberOf });
    await app.register(paymentAccountRoutes, { accounts });
    if (app.appConfig.sandbox) {
      app.extensions.devPhoneFeeds.push({ title: 'PIN prompts', path: '/api/dev/prompts' });
      await app.register(devPromptRoutes, { engine, registry });
    }
    app.addHook('onClose', async () => registry.close());
  },
  { name: 'payments', dependencies: ['context', 'auth', 'user'] },
);
