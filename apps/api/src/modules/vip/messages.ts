import { and, desc, eq, gte, lt } from 'drizzle-orm';

import { addDays, lusakaDate } from '@pocket/contracts/lusaka-date';

import type { DailySource, Messages } from '../messages/plugin';
import { paymentFailure } from '../messages/plugin';
import type { PaymentHandlers } from '../payments/plugin';
import { vipMemberships, vipPurchases } from './schema';

const LUSAKA_OFFSET_MS = 2 * 60 * 60 * 1000;
const startOfLusakaDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - LUSAKA_OFFSET_MS);

/** The VIP handlers, then the borrower's message in the same transaction (membership started, payment failed). */
export function withVipMessages(handlers: PaymentHandlers, messages: Pick<Messages, 'notify'>): PaymentHandlers {
  return {
    async succeeded(tx, payment, book) {
      await handlers.succeeded(tx, payment, book);
      const [purchase] = await tx.select().from(vipPurchases).where(eq(vipPurchases.id, payment.subjectId!));
      const [membership] = await tx.select().from(vipMemberships).where(eq(vipMemberships.userId, payment.userId));
      if (!purchase || purchase.status !== 'PAID' || !membership) return;
      await messages.notify(tx, { event: 'vip.started', userId: payment.userId, purchaseId: purchase.id, card: purchase.name, until: lusakaDate(membership.activeUntil) });
    },
    async failed(tx, payment, book) {
      await handlers.failed(tx, payment, book);
      await messages.notify(tx, { event: 'payment.failed', userId: payment.userId, loanId: null, paymentId: payment.id, amount: payment.amount, why: paymentFailure(payment.reason) });
    },
  };
}

/** Memberships ending in 3 days (marketing: a renewal offer; off when the borrower switched marketing off). */
export const vipEnding: DailySource = async (tx, today) => {
  const day = addDays(today, 3);
  const ending = await tx
    .select()
    .from(vipMemberships)
    .where(and(eq(vipMemberships.status, 'ACTIVE'), gte(vipMemberships.activeUntil, startOfLusakaDay(day)), lt(vipMemberships.activeUntil, startOfLusakaDay(addDays(day, 1)))));
  const events = [];
  for (const m of ending) {
    const [last] = await tx.select().from(vipPurchases).where(and(eq(vipPurchases.userId, m.userId), eq(vipPurchases.status, 'PAID'))).orderBy(desc(vipPurchases.activeUntil)).limit(1);
    if (last) events.push({ event: 'vip.ending' as const, userId: m.userId, purchaseId: last.id, card: last.name, until: day });
  }
  return events;
};
