import { and, eq, inArray, isNull, ne } from 'drizzle-orm';

import { addDays, daysBetween } from '@pocket/contracts/lusaka-date';
import { outstanding, sum } from '@pocket/contracts/plan-state';

import type { Tx } from '../../db/client';
import type { DailySource, MessageEvent, Messages } from '../messages/plugin';
import { DUE_DAYS, LATE_DAYS, paymentFailure } from '../messages/plugin';
import type { PaymentHandlers, PaymentRow } from '../payments/plugin';
import { findOrder, findPlan, plansOf, planState } from './repo';
import { loanOrders, loanPlans, type PlanRow } from './schema';

const owed = (plan: PlanRow) => sum(outstanding(planState(plan)));

/** What the borrower is told when a loan payment becomes final: the lending handlers, then the message (same transaction). */
export function withLoanMessages(handlers: PaymentHandlers, messages: Pick<Messages, 'notify'>): PaymentHandlers {
  return {
    async succeeded(tx, payment, book) {
      const before = payment.kind === 'EXTENSION' && payment.planId !== null ? await findPlan(tx, payment.planId, null) : null;
      await handlers.succeeded(tx, payment, book);
      if (payment.kind === 'DISBURSEMENT') await disbursed(tx, payment, messages);
      else if (payment.kind === 'REPAY') await repaid(tx, payment, messages);
      else if (payment.kind === 'EXTENSION' && before) await extended(tx, payment, before.plan.dueDate, messages);
    },
    async failed(tx, payment, book) {
      await handlers.failed(tx, payment, book);
      if (payment.kind === 'DISBURSEMENT') return;
      await messages.notify(tx, { event: 'payment.failed', userId: payment.userId, loanId: payment.orderId, paymentId: payment.id, amount: payment.amount, why: paymentFailure(payment.reason) });
    },
  };
}

async function disbursed(tx: Tx, payment: PaymentRow, messages: Pick<Messages, 'notify'>) {
  if (payment.orderId === null) return;
  const plans = await plansOf(tx, [payment.orderId]);
  if (plans.length === 0) return;
  const first = plans.reduce((a, b) => (b.dueDate < a.dueDate ? b : a));
  await messages.notify(tx, { event: 'loan.disbursed', userId: payment.userId, loanId: payment.orderId, amount: payment.amount, totalDue: plans.reduce((n, p) => n + owed(p), 0), dueDate: first.dueDate });
}

async function repaid(tx: Tx, payment: PaymentRow, messages: Pick<Messages, 'notify'>) {
  const found = payment.planId === null ? null : await findPlan(tx, payment.planId, null);
  if (!found) return;
  const order = await findOrder(tx, found.order.id, null);
  await messages.notify(tx, {
    event: 'payment.received', userId: payment.userId, loanId: found.order.id, paymentId: payment.id, amount: payment.amount,
    billDueDate: found.plan.dueDate, remaining: owed(found.plan), loanSettled: order?.status === 'SETTLED',
  });
}

async function extended(tx: Tx, payment: PaymentRow, dueBefore: string, messages: Pick<Messages, 'notify'>) {
  const after = await findPlan(tx, payment.planId!, null);
  // Not granted (the rules changed while paying; the money became credit): no extension to confirm.
  if (!after || after.plan.dueDate === dueBefore) return;
  await messages.notify(tx, { event: 'extension.confirmed', userId: payment.userId, loanId: after.order.id, paymentId: payment.id, dueDate: after.plan.dueDate, amountDue: owed(after.plan) });
}

/**
 * The day's bill reminders: open bills due in 3 days, tomorrow or today, or 1, 3 or 7 days late; never a bill of a
 * written-off loan (no longer chased: docs/adjustments.md).
 */
export const billReminders: DailySource = async (tx, today) => {
  const days = [...DUE_DAYS.map((d) => addDays(today, d)), ...LATE_DAYS.map((d) => addDays(today, -d))];
  const rows = await tx
    .select({ plan: loanPlans })
    .from(loanPlans)
    .innerJoin(loanOrders, eq(loanOrders.id, loanPlans.orderId))
    .where(and(ne(loanPlans.status, 'SETTLED'), inArray(loanPlans.dueDate, days), isNull(loanOrders.writtenOffAt)));
  const bills = rows.map((r) => r.plan);
  return bills.flatMap((b): MessageEvent[] => {
    const amount = owed(b);
    if (amount <= 0) return [];
    const late = daysBetween(b.dueDate, today);
    const base = { userId: b.userId, loanId: b.orderId, billId: b.id, amount, dueDate: b.dueDate };
    return late > 0 ? [{ event: 'bill.late' as const, ...base, daysLate: late as 1 | 3 | 7 }] : [{ event: 'bill.due' as const, ...base, inDays: -late as 3 | 1 | 0 }];
  });
};
