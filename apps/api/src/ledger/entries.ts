import { COMPONENTS, type Components } from '@pocket/contracts/plan-state';

import { type Account, ACCOUNTS, type Entry, type Line, RECEIVABLE } from './accounts';

const HOUSE = '-';
const plan = (id: number) => `plan:${id}`;
const user = (id: number) => `user:${id}`;

function receivableLines(planId: number, parts: Components, sign: 1 | -1): Line[] {
  return COMPONENTS.filter((k) => parts[k] > 0).map((k) => ({
    account: RECEIVABLE[k],
    subject: plan(planId),
    amount: sign * parts[k],
  }));
}

/**
 * The loan leaves for the wallet (cash) and the bill's interest and fee are charged. A stage bill's principal goes
 * to the partner shop instead: `principalTo` names the account that pays for it.
 */
export function disbursementEntry(
  ref: string,
  planId: number,
  charged: Components,
  principalTo: { account: Account; subject: string; kind: string } = { account: ACCOUNTS.cash, subject: HOUSE, kind: 'disbursement' },
): Entry {
  const lines: Line[] = receivableLines(planId, charged, 1);
  if (charged.principal > 0) lines.push({ account: principalTo.account, subject: principalTo.subject, amount: -charged.principal });
  if (charged.interest > 0) lines.push({ account: ACCOUNTS.interestIncome, subject: HOUSE, amount: -charged.interest });
  if (charged.fee > 0) lines.push({ account: ACCOUNTS.feeIncome, subject: HOUSE, amount: -charged.fee });
  return { ref, kind: principalTo.kind, lines };
}

export function penaltyEntry(ref: string, planId: number, amount: number): Entry {
  return {
    ref,
    kind: 'penalty',
    lines: [
      { account: ACCOUNTS.penalty, subject: plan(planId), amount },
      { account: ACCOUNTS.penaltyIncome, subject: HOUSE, amount: -amount },
    ],
  };
}

/**
 * Money received for a bill: from the wallet (cash) and/or the user's credit, allocated to the components; what is
 * beyond what is owed goes to the user's credit.
 */
export function repaymentEntry(
  ref: string,
  args: { planId: number; userId: number; cash: number; fromCredit: number; parts: Components; toCredit: number },
): Entry {
  const lines: Line[] = receivableLines(args.planId, args.parts, -1);
  if (args.cash > 0) lines.push({ account: ACCOUNTS.cash, subject: HOUSE, amount: args.cash });
  const credit = args.toCredit - args.fromCredit;
  if (credit !== 0) lines.push({ account: ACCOUNTS.userCredit, subject: user(args.userId), amount: -credit });
  return { ref, kind: 'repayment', lines };
}

export function couponWaiverEntry(ref: string, planId: number, parts: Components): Entry {
  const total = COMPONENTS.reduce((s, k) => s + parts[k], 0);
  return {
    ref,
    kind: 'coupon_waiver',
    lines: [...receivableLines(planId, parts, -1), { account: ACCOUNTS.couponExpense, subject: HOUSE, amount: total }],
  };
}

/** An extension fee paid: income when the extension is granted, the user's credit when it was refused. */
export function extensionFeeEntry(ref: string, userId: number, amount: number, granted: boolean): Entry {
  return {
    ref,
    kind: granted ? 'extension_fee' : 'extension_refunded_to_credit',
    lines: [
      { account: ACCOUNTS.cash, subject: HOUSE, amount },
      granted
        ? { account: ACCOUNTS.extensionIncome, subject: HOUSE, amount: -amount }
        : { account: ACCOUNTS.userCredit, subject: user(userId), amount: -amount },
    ],
  };
}

/** A VIP card paid: the money reaches the operator account and is VIP revenue. */
export function vipMembershipEntry(ref: string, amount: number): Entry {
  return {
    ref,
    kind: 'vip_membership',
    lines: [
      { account: ACCOUNTS.cash, subject: HOUSE, amount },
      { account: ACCOUNTS.vipIncome, subject: HOUSE, amount: -amount },
    ],
  };
}

const shop = (id: number) => `shop:${id}`;

/** A stage order's deposit received from the wallet: it is part of the price owed to the partner shop. */
export function stageDepositEntry(ref: string, shopId: number, amount: number): Entry {
  return {
    ref,
    kind: 'stage_deposit',
    lines: [
      { account: ACCOUNTS.cash, subject: HOUSE, amount },
      { account: ACCOUNTS.shopPayable, subject: shop(shopId), amount: -amount },
    ],
  };
}

/** A stage bill opened: its principal is owed to the shop (not paid to a wallet), its interest and fee charged. */
export function stageFinancedEntry(ref: string, planId: number, shopId: number, charged: Components): Entry {
  return disbursementEntry(ref, planId, charged, { account: ACCOUNTS.shopPayable, subject: shop(shopId), kind: 'stage_financed' });
}

/** A penalty or fee waived by the desk: the receivable goes, the waiver is an expense. */
export function deskWaiverEntry(ref: string, planId: number, parts: Components): Entry {
  const total = COMPONENTS.reduce((s, k) => s + parts[k], 0);
  return { ref, kind: 'desk_waiver', lines: [...receivableLines(planId, parts, -1), { account: ACCOUNTS.waiverExpense, subject: HOUSE, amount: total }] };
}

/** A bill written off: what it still owed leaves the receivables for the write-off expense. */
export function writeOffEntry(ref: string, planId: number, owed: Components): Entry {
  const total = COMPONENTS.reduce((s, k) => s + owed[k], 0);
  return { ref, kind: 'write_off', lines: [...receivableLines(planId, owed, -1), { account: ACCOUNTS.writeOffExpense, subject: HOUSE, amount: total }] };
}

/**
 * Money received for a written-off bill: its receivables are already gone, so what pays the bill is a recovery
 * (income); what is beyond the bill goes to the user's credit as for any payment.
 */
export function recoveryEntry(ref: string, args: { userId: number; cash: number; fromCredit: number; recovered: number; toCredit: number }): Entry {
  const lines: Line[] = [];
  if (args.recovered > 0) lines.push({ account: ACCOUNTS.recoveryIncome, subject: HOUSE, amount: -args.recovered });
  if (args.cash > 0) lines.push({ account: ACCOUNTS.cash, subject: HOUSE, amount: args.cash });
  const credit = args.toCredit - args.fromCredit;
  if (credit !== 0) lines.push({ account: ACCOUNTS.userCredit, subject: user(args.userId), amount: -credit });
  return { ref, kind: 'recovery', lines };
}

/** A refund starts: the amount leaves the user's credit and waits for the operator. */
export function refundStartedEntry(ref: string, userId: number, amount: number): Entry {
  return {
    ref,
    kind: 'refund_started',
    lines: [
      { account: ACCOUNTS.userCredit, subject: user(userId), amount },
      { account: ACCOUNTS.refundInFlight, subject: user(userId), amount: -amount },
    ],
  };
}

/** The operator paid the refund out (cash leaves), or refused it (the amount is the user's credit again). */
export function refundFinalEntry(ref: string, userId: number, amount: number, paid: boolean): Entry {
  return {
    ref,
    kind: paid ? 'refund_paid' : 'refund_failed',
    lines: [
      { account: ACCOUNTS.refundInFlight, subject: user(userId), amount },
      paid ? { account: ACCOUNTS.cash, subject: HOUSE, amount: -amount } : { account: ACCOUNTS.userCredit, subject: user(userId), amount: -amount },
    ],
  };
}

/** A shop payout: what the shop was owed for phones handed over leaves the operator account (docs/shops.md). */
export function shopPayoutEntry(ref: string, shopId: number, amount: number): Entry {
  return {
    ref,
    kind: 'shop_payout',
    lines: [
      { account: ACCOUNTS.shopPayable, subject: shop(shopId), amount },
      { account: ACCOUNTS.cash, subject: HOUSE, amount: -amount },
    ],
  };
}

export const subjects = { plan, user, shop, house: HOUSE };
