import { ACCOUNTS } from '../../ledger/accounts';
import { HOUSE, posting, subjects } from '../../ledger/posting';

/** The adjustments desk's posting templates: a refund of a borrower's credit to their wallet (docs/adjustments.md). */

/** A refund starts: the amount leaves the user's credit and waits for the operator. */
export const refundStarted = posting<{ userId: number; amount: number }>(['refund_started'], ({ userId, amount }) => ({
  kind: 'refund_started',
  lines: [
    { account: ACCOUNTS.userCredit, subject: subjects.user(userId), amount },
    { account: ACCOUNTS.refundInFlight, subject: subjects.user(userId), amount: -amount },
  ],
}));

/** The operator paid the refund out (cash leaves), or refused it (the amount is the user's credit again). */
export const refundFinal = posting<{ userId: number; amount: number; paid: boolean }>(['refund_paid', 'refund_failed'], ({ userId, amount, paid }) => ({
  kind: paid ? 'refund_paid' : 'refund_failed',
  lines: [
    { account: ACCOUNTS.refundInFlight, subject: subjects.user(userId), amount },
    paid ? { account: ACCOUNTS.cash, subject: HOUSE, amount: -amount } : { account: ACCOUNTS.userCredit, subject: subjects.user(userId), amount: -amount },
  ],
}));
