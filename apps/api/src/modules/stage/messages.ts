import type { Messages } from '../messages/plugin';
import { paymentFailure } from '../messages/plugin';
import type { PaymentHandlers } from '../payments/plugin';
import { findStageOrder } from './repo';

/** The deposit handlers, then the borrower's message in the same transaction (the pickup code, or why it failed). */
export function withStageMessages(handlers: PaymentHandlers, messages: Pick<Messages, 'notify'>): PaymentHandlers {
  return {
    async succeeded(tx, payment, book) {
      await handlers.succeeded(tx, payment, book);
      const rec = payment.orderId === null ? null : await findStageOrder(tx, payment.orderId, null);
      if (!rec?.stage.pickupCode) return;
      await messages.notify(tx, { event: 'stage.deposit', userId: payment.userId, loanId: rec.order.id, paymentId: payment.id, amount: payment.amount, pickupCode: rec.stage.pickupCode, shop: rec.shop.name });
    },
    async failed(tx, payment, book) {
      await handlers.failed(tx, payment, book);
      await messages.notify(tx, { event: 'payment.failed', userId: payment.userId, loanId: payment.orderId, paymentId: payment.id, amount: payment.amount, why: paymentFailure(payment.reason) });
    },
  };
}
