import { ACCOUNTS } from '../../ledger/accounts';
import { HOUSE, posting } from '../../ledger/posting';

/** A VIP card paid: the money reaches the operator account and is VIP revenue (the VIP room's posting template). */
export const vipMembership = posting<{ amount: number }>(['vip_membership'], ({ amount }) => ({
  kind: 'vip_membership',
  lines: [
    { account: ACCOUNTS.cash, subject: HOUSE, amount },
    { account: ACCOUNTS.vipIncome, subject: HOUSE, amount: -amount },
  ],
}));
