import { ACCOUNTS, type ReceivableParts } from '../../ledger/accounts';
import { billChargedLines, creditLines, HOUSE, partsTotal, posting, receivableLines, subjects } from '../../ledger/posting';

/**
 * Lending's posting templates: how a loan's money is written in the ledger (docs/lending.md, "Ledger accounts"). The settlement of a
 * payment books them through the payment engine (registered with `engine.handle` in plugin.ts); the jobs and the
 * desk's adjustments book theirs directly.
 */

/** A loan paid out: the bill's parts charged, its principal leaving the operator account for the wallet. */
export const disbursement = posting<{ planId: number; charged: ReceivableParts }>(['disbursement'], ({ planId, charged }) => ({
  kind: 'disbursement',
  lines: billChargedLines(planId, charged, { account: ACCOUNTS.cash, subject: HOUSE }),
}));

/** A day's penalty on an overdue bill. */
export const penalty = posting<{ planId: number; amount: number }>(['penalty'], ({ planId, amount }) => ({
  kind: 'penalty',
  lines: [
    { account: ACCOUNTS.penalty, subject: subjects.plan(planId), amount },
    { account: ACCOUNTS.penaltyIncome, subject: HOUSE, amount: -amount },
  ],
}));

export interface Paid {
  planId: number;
  userId: number;
  /** From the wallet. */
  cash: number;
  /** From the user's credit. */
  fromCredit: number;
  /** What it paid of each part of the bill. */
  parts: ReceivableParts;
  /** What was beyond the bill: the user's credit. */
  toCredit: number;
}

/**
 * Money received for a bill: from the wallet (cash) and/or the user's credit, allocated to the parts; what is beyond
 * what is owed goes to the user's credit.
 */
export const repayment = posting<Paid>(['repayment'], (p) => ({
  kind: 'repayment',
  lines: [
    ...receivableLines(p.planId, p.parts, -1),
    ...(p.cash > 0 ? [{ account: ACCOUNTS.cash, subject: HOUSE, amount: p.cash }] : []),
    ...creditLines(p.userId, p.toCredit - p.fromCredit),
  ],
}));

/**
 * Money received for a written-off bill: its receivables are already gone, so what pays the bill is a recovery
 * (income); what is beyond the bill goes to the user's credit as for any payment.
 */
export const recovery = posting<Paid>(['recovery'], (p) => ({
  kind: 'recovery',
  lines: [
    ...(partsTotal(p.parts) > 0 ? [{ account: ACCOUNTS.recoveryIncome, subject: HOUSE, amount: -partsTotal(p.parts) }] : []),
    ...(p.cash > 0 ? [{ account: ACCOUNTS.cash, subject: HOUSE, amount: p.cash }] : []),
    ...creditLines(p.userId, p.toCredit - p.fromCredit),
  ],
}));

/** A coupon's discount: the bill's parts it covers leave the receivables for the coupon expense. */
export const couponWaiver = posting<{ planId: number; parts: ReceivableParts }>(['coupon_waiver'], ({ planId, parts }) => ({
  kind: 'coupon_waiver',
  lines: [...receivableLines(planId, parts, -1), { account: ACCOUNTS.couponExpense, subject: HOUSE, amount: partsTotal(parts) }],
}));

/** An extension fee paid: income when the extension is granted, the user's credit when it was refused. */
export const extensionFee = posting<{ userId: number; amount: number; granted: boolean }>(
  ['extension_fee', 'extension_refunded_to_credit'],
  ({ userId, amount, granted }) => ({
    kind: granted ? 'extension_fee' : 'extension_refunded_to_credit',
    lines: [
      { account: ACCOUNTS.cash, subject: HOUSE, amount },
      granted ? { account: ACCOUNTS.extensionIncome, subject: HOUSE, amount: -amount } : { account: ACCOUNTS.userCredit, subject: subjects.user(userId), amount: -amount },
    ],
  }),
);

/** A penalty or fee waived by the desk: the receivable goes, the waiver is an expense. */
export const deskWaiver = posting<{ planId: number; parts: ReceivableParts }>(['desk_waiver'], ({ planId, parts }) => ({
  kind: 'desk_waiver',
  lines: [...receivableLines(planId, parts, -1), { account: ACCOUNTS.waiverExpense, subject: HOUSE, amount: partsTotal(parts) }],
}));

/** A bill written off: what it still owed leaves the receivables for the write-off expense. */
export const writeOff = posting<{ planId: number; owed: ReceivableParts }>(['write_off'], ({ planId, owed }) => ({
  kind: 'write_off',
  lines: [...receivableLines(planId, owed, -1), { account: ACCOUNTS.writeOffExpense, subject: HOUSE, amount: partsTotal(owed) }],
}));

/**
 * What opening a bill may book besides its charge: money the user left with us earlier pays it (a repayment from
 * credit, with the coupon it may use). Every payment whose settlement opens bills registers these.
 */
export const NEW_BILL_POSTINGS = [repayment, couponWaiver];

/** The templates a loan payment's settlement books (REPAY, EXTENSION, DISBURSEMENT). */
export const LOAN_PAYMENT_POSTINGS = [disbursement, repayment, recovery, couponWaiver, extensionFee];

/**
 * A restructure (collections' hardship plan): what the old bills still owed moves, part by part, to the new
 * instalments' bills. The receivables change only their bill (subject): nothing is earned, waived or paid.
 */
export const restructure = posting<{ from: Array<{ planId: number; parts: ReceivableParts }>; to: Array<{ planId: number; parts: ReceivableParts }> }>(['restructure'], ({ from, to }) => ({
  kind: 'restructure',
  lines: [...from.flatMap((b) => receivableLines(b.planId, b.parts, -1)), ...to.flatMap((b) => receivableLines(b.planId, b.parts, 1))],
}));
