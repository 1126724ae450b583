import type { Say } from '@pocket/app-core/i18n';
import { formatKwacha } from '@pocket/contracts/money';

import type { MyOrder } from '../api/my-loan-info';
import type { OrderStatus } from '../ui/order-progress';

/** The open loan as home shows it instead of the limit and the amount chooser; money in ngwee. */
export interface HomeLoan {
  orderId: number;
  status: OrderStatus;
  statusText: string;
  /** what is left to repay; null before the money is out (no bill yet) */
  amountDue: number | null;
  dueDate: string | null;
  overdueDays: number;
}

const OWING: readonly string[] = ['REPAYING', 'OVERDUE'];

export function homeLoanOf(order: MyOrder): HomeLoan {
  const owing = OWING.includes(order.status);
  return {
    orderId: order.orderId,
    status: order.status as OrderStatus,
    statusText: order.statusText,
    amountDue: owing ? order.remainingAmount : null,
    dueDate: owing ? order.nextRepayDate : null,
    overdueDays: Math.max(0, ...order.plans.map((p) => p.overdueDays)),
  };
}

export const FROZEN_TITLE = 'Borrowing is frozen';

/**
 * Why borrowing is frozen and what unfreezes it, said by `t` (the borrower's language, `useText`); null while it is
 * not (lending refuses new loans while overdue).
 */
export function frozenReason(loan: HomeLoan, t: Say): string | null {
  if (loan.status !== 'OVERDUE') return null;
  const days = loan.overdueDays === 1 ? t('1 day') : t('{days} days', { days: loan.overdueDays });
  const due = loan.amountDue === null ? t('your bill') : formatKwacha(loan.amountDue);
  return t('Your bill is {days} overdue, so you cannot borrow for now. Repay {due} to settle it and borrowing opens again.', { days, due });
}
