import { ACCOUNTS, type ReceivableParts } from '../../ledger/accounts';
import { billChargedLines, HOUSE, posting, subjects } from '../../ledger/posting';

/** The stage room's posting templates: a phone's price is owed to its partner shop (docs/shops.md). */

/** A stage order's deposit received from the wallet: it is part of the price owed to the partner shop. */
export const stageDeposit = posting<{ shopId: number; amount: number }>(['stage_deposit'], ({ shopId, amount }) => ({
  kind: 'stage_deposit',
  lines: [
    { account: ACCOUNTS.cash, subject: HOUSE, amount },
    { account: ACCOUNTS.shopPayable, subject: subjects.shop(shopId), amount: -amount },
  ],
}));

/** A stage bill opened: its principal is owed to the shop (not paid to a wallet), its interest and fee charged. */
export const stageFinanced = posting<{ planId: number; shopId: number; charged: ReceivableParts }>(['stage_financed'], ({ planId, shopId, charged }) => ({
  kind: 'stage_financed',
  lines: billChargedLines(planId, charged, { account: ACCOUNTS.shopPayable, subject: subjects.shop(shopId) }),
}));
