import { ACCOUNTS } from '../../ledger/accounts';
import { HOUSE, posting, subjects } from '../../ledger/posting';

/** A shop payout: what the shop was owed for phones handed over leaves the operator account (docs/shops.md). */
export const shopPayout = posting<{ shopId: number; amount: number }>(['shop_payout'], ({ shopId, amount }) => ({
  kind: 'shop_payout',
  lines: [
    { account: ACCOUNTS.shopPayable, subject: subjects.shop(shopId), amount },
    { account: ACCOUNTS.cash, subject: HOUSE, amount: -amount },
  ],
}));
