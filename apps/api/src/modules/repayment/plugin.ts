import fp from 'fastify-plugin';

import { BillCoupons } from './bill-coupons';
import { RepayService } from './repay.service';
import { repaymentRoutes } from './routes';

// getRepayDetailV2's one statement (the statements bench reads it).
export { readRepayDetailBySession } from './detail.repo';
export { REPAY_MESSAGES } from './repay.service';

/** What other rooms (stage orders, the USSD menu, quick repay) may ask of repayments: the same rules as the app's. */
export type RepayDoor = Pick<RepayService, 'submit' | 'openBills' | 'extensionDetail' | 'paymentStatus'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The repayment room's door. */
    repay: RepayDoor;
  }
}

/**
 * Repayments: where a bill's money comes from. A repayment or extension fee is a payment of the payment engine
 * (app.lending.engine) to the loan's wallet; when it succeeds, lending's settlement (lending/settlement.ts) allocates it
 * to the bill and books it in the ledger. This room writes no bill: it reads bills through lending's door and applies
 * coupons to them through the coupon room's. Its routes: repay detail, submit, payment status, extension detail,
 * coupon list and coupon use.
 */
export const repayment = fp(
  async (app) => {
    const lending = app.lending;
    const repay = new RepayService({ db: app.db, engine: lending.engine, now: app.appConfig.now });
    app.decorate('repay', repay);
    await app.register(repaymentRoutes, { lending, repay, coupons: new BillCoupons({ db: app.db, coupons: app.coupons }) });
  },
  { name: 'repayment', dependencies: ['lending', 'coupon'] },
);
