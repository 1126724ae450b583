import { formatKwacha } from '@pocket/contracts/money';

import type { Tx } from '../../db/client';
import type { Reminder } from '../../plugins/extensions';
import type { MyLoansRead } from './my-loans.repo';
import { ordersOf, plansOf } from './repo';
import type { OrderRow } from './schema';
import { planViews, planViewsFrom } from './views';

type BillView = ReturnType<typeof planViewsFrom>[number]['view'];

// A written-off loan is no longer chased (docs/adjustments.md): no reminders.
const isOpen = (o: OrderRow) => (o.status === 'REPAYING' || o.status === 'OVERDUE') && o.writtenOffAt === null;

function reminderOf(orderId: number, v: BillView): Reminder {
  const amount = formatKwacha(v.remainingAmount);
  return {
    orderId, planId: v.planId, repayDate: v.repayDate, remainingAmount: v.remainingAmount, overdue: v.overdueDays > 0, overdueDays: v.overdueDays,
    message: v.overdueDays > 0
      ? `Your bill of ${amount} is ${v.overdueDays} days overdue. Please repay it to stop the penalty`
      : `Your bill of ${amount} is due on ${v.repayDate}`,
  };
}

/** The reminders of the user's open bills, from getMyLoanInfo's one-statement read (issue 34: 7 statements): no statement. */
export function remindersFrom(read: MyLoansRead, now: Date): Reminder[] {
  return read.orders.filter(isOpen).flatMap((o) => {
    const bills = read.plans.filter((x) => x.orderId === o.id && x.status !== 'SETTLED');
    const product = read.products.get(o.productId) ?? null;
    return planViewsFrom({ plans: bills, order: o, now, pending: [], product, applied: read.applied, figures: read.figures, fees: read.fees }).map(({ view }) => reminderOf(o.id, view));
  });
}

/** The same read statement by statement (the reference `remindersFrom` is tested against). */
export async function remindersByStatements(tx: Tx, userId: number, now: Date): Promise<Reminder[]> {
  const open = (await ordersOf(tx, userId)).filter(isOpen);
  const plans = await plansOf(tx, open.map((o) => o.id));
  const out: Reminder[] = [];
  for (const o of open) {
    const bills = plans.filter((x) => x.orderId === o.id && x.status !== 'SETTLED');
    for (const { view } of await planViews(tx, bills, o, now, [])) out.push(reminderOf(o.id, view));
  }
  return out;
}
