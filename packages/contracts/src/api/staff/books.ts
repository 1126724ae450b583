import { z } from 'zod';

import { envelope } from '../common';
import { isoTime, staffReason } from './common';

/** A ledger month, Lusaka calendar, 'YYYY-MM' (docs/books.md). */
export const ledgerMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month YYYY-MM');
export const bookMonthParams = z.object({ month: ledgerMonth });

/** The month-end checks, in the order the desk shows them (docs/books.md, "The month-end checklist"). */
export const CLOSE_CHECKS = ['trial-balance', 'payments-in-flight', 'statements', 'fee-accrual', 'provisioning'] as const;
export const closeCheckName = z.enum(CLOSE_CHECKS);
export type CloseCheckName = z.infer<typeof closeCheckName>;

/** One check of a month: passed or not, and what it found in the desk's words. */
export const closeCheck = z.object({ name: closeCheckName, title: z.string(), ok: z.boolean(), detail: z.string() });
export type CloseCheck = z.infer<typeof closeCheck>;

/** A month's status in ledger_periods: open (no row, or open) or closed. */
export const BOOK_MONTH_STATUS = ['open', 'closed'] as const;

/** One month of GET /api/staff/books/months: from the ledger's first month to the current one. */
export const bookMonthItem = z.object({
  month: ledgerMonth,
  status: z.enum(BOOK_MONTH_STATUS),
  /** The month has ended (Lusaka calendar, business time): only an ended month may be closed. */
  ended: z.boolean(),
  closedBy: z.number().int().nullable(),
  closedAt: isoTime.nullable(),
});
export type BookMonthItem = z.infer<typeof bookMonthItem>;
export const bookMonthsAnswer = envelope(z.object({ items: z.array(bookMonthItem) }));

/** GET /api/staff/books/months/:month: the month and its checklist; `ready` when it may be closed now. */
export const bookChecklist = bookMonthItem.extend({ checks: z.array(closeCheck), ready: z.boolean(), blocker: z.string().nullable() });
export type BookChecklist = z.infer<typeof bookChecklist>;
export const bookChecklistAnswer = envelope(bookChecklist);

/** POST /api/staff/books/months/:month/close: asks for the close (a books.close request a second person approves). */
export const bookCloseBody = z.object({ reason: staffReason });
export type BookCloseBody = z.infer<typeof bookCloseBody>;
export const bookClosePayload = z.object({ month: ledgerMonth });
export type BookClosePayload = z.infer<typeof bookClosePayload>;
export const bookCloseAnswer = envelope(z.object({ id: z.number().int(), status: z.literal('requested') }));

/** The desk's words for a close refused (exact texts; `{month}` and `{check}` filled in). */
export const BOOKS_MESSAGES = {
  notEnded: (month: string) => `The month ${month} has not ended yet: a month is closed after its last day (Lusaka time).`,
  alreadyClosed: (month: string) => `The month ${month} is already closed.`,
  outOfOrder: (month: string, earlier: string) => `Close ${earlier} first: months are closed in order, and ${month} comes after it.`,
  statementsNotClosed: (month: string) => `The ledger month ${month} is not closed: statements are made for closed months only.`,
  notClosed: (month: string) => `The ledger month ${month} is not closed: only a closed month's journal is exported.`,
  checkFails: (month: string, title: string, detail: string) => `The month ${month} cannot be closed: ${title} — ${detail}`,
  writeOffsNotEnded: (month: string) => `The month ${month} has not ended yet: its write-offs and recoveries are reported after its last day (Lusaka time).`,
  notProvisioned: (month: string) => `No provision run for ${month}: its provisions and income are reported once the month end's provisioning job has run.`,
  /** The journal export of a month with lines of accounts without a general-ledger code (refused before any byte). */
  journalNoCode: (month: string, accounts: readonly string[]) =>
    `The ledger account${accounts.length > 1 ? 's' : ''} ${accounts.join(', ')} ${accounts.length > 1 ? 'have' : 'has'} no code in the chart of accounts: add it before exporting ${month}.`,
  /** The statements of a month when an account with lines up to its end has no general-ledger code. */
  statementsNoCode: (month: string, accounts: readonly string[]) =>
    `The ledger account${accounts.length > 1 ? 's' : ''} ${accounts.join(', ')} ${accounts.length > 1 ? 'have' : 'has'} no code in the chart of accounts: add it before reading ${month}'s statements.`,
};

/** One account's line of a statement: this month's figure and the previous month's (ngwee). */
export const bookStatementLine = z.object({ account: z.string(), code: z.string(), name: z.string(), amount: z.number().int(), previous: z.number().int() });
export type BookStatementLine = z.infer<typeof bookStatementLine>;
export const bookStatementSection = z.object({ lines: z.array(bookStatementLine), total: z.number().int(), previous: z.number().int() });
export type BookStatementSection = z.infer<typeof bookStatementSection>;

/**
 * GET /api/staff/books/months/:month/statements: the statements of a closed month, with the previous month's
 * comparatives (docs/books.md). Ngwee. Trial balance: each account's balance at the month's end as a debit (positive)
 * or a credit. Income statement: the month's movements. Balance sheet: balances at the month's end, the equity's
 * retained earnings being every income less every expense to date.
 */
export const bookStatements = z.object({
  month: ledgerMonth,
  previousMonth: ledgerMonth,
  trialBalance: z.object({ lines: z.array(z.object({ account: z.string(), code: z.string(), name: z.string(), debit: z.number().int(), credit: z.number().int() })), debits: z.number().int(), credits: z.number().int() }),
  incomeStatement: z.object({ income: bookStatementSection, expenses: bookStatementSection, netIncome: z.number().int(), previousNetIncome: z.number().int() }),
  balanceSheet: z.object({ assets: bookStatementSection, liabilities: bookStatementSection, equity: bookStatementSection }),
});
export type BookStatements = z.infer<typeof bookStatements>;
export const bookStatementsAnswer = envelope(bookStatements);

/** A provisioned month's provision in one class (docs/books.md "Provisioning"), ngwee. */
export const bookClassProvision = z.object({
  classCode: z.string(),
  name: z.string(),
  loans: z.number().int(),
  principal: z.number().int(),
  provision: z.number().int(),
  /** Fees, interest and penalties held in suspense at the month end (non-performing classes only). */
  suspended: z.number().int(),
});

/** The kinds of income a non-performing loan's uncollected part is held in suspense for. */
export const SUSPENDED_INCOME = ['fee', 'interest', 'penalty'] as const;

/**
 * GET /api/staff/books/months/:month/provisions: a provisioned month's provisions by class and the month's income
 * recognised (docs/books.md "Reading the provision and income report"). Ngwee; aggregates only (no borrower).
 * `movement` is the month's `provision:<month>` entry; `suspense` its `income-suspense:<month>` entry, by kind of
 * income; `fee` and `interest` the month's accrual days (deferred when paid out, earned day by day).
 */
export const bookProvisions = z.object({
  month: ledgerMonth,
  ranAt: isoTime,
  classes: z.array(bookClassProvision),
  totals: z.object({ loans: z.number().int(), principal: z.number().int(), provision: z.number().int(), suspended: z.number().int() }),
  movement: z.object({ increase: z.number().int(), release: z.number().int(), used: z.number().int() }),
  fee: z.object({
    /** The month's last day the accrual booked (null: none of its days). */
    accruedThrough: z.string().nullable(),
    deferred: z.number().int(),
    earned: z.number().int(),
  }),
  /** The interest of the month's accrual days, beside the fee (decision 0071): deferred when paid out, earned day by day. */
  interest: z.object({ deferred: z.number().int(), earned: z.number().int() }),
  suspense: z.array(z.object({ kind: z.enum(SUSPENDED_INCOME), held: z.number().int(), recognised: z.number().int() })),
  /** Income in suspense of loans written off in the month, cleared against the write-off expense. */
  suspenseWrittenOff: z.number().int(),
});
export type BookProvisions = z.infer<typeof bookProvisions>;
export const bookProvisionsAnswer = envelope(bookProvisions);

/** One loan's write-offs and recoveries in a month (ngwee), by its order id: no borrower. */
export const bookWriteOffLoan = z.object({
  orderId: z.number().int(),
  /** What its bills still owed when written off in the month (the write-off expense's debit). */
  writtenOff: z.number().int(),
  /** Its provision used against the write-off at the month end (last month end's provision of the loan). */
  allowanceUsed: z.number().int(),
  /** Its income held in suspense at last month end, cleared against the write-off at the month end. */
  suspenseCleared: z.number().int(),
  /** Money received on it in the month after its write-off (`income:recovery`). */
  recovered: z.number().int(),
});
export type BookWriteOffLoan = z.infer<typeof bookWriteOffLoan>;

/**
 * GET /api/staff/books/months/:month/write-offs: an ended month's write-offs and recoveries (docs/books.md "Reading
 * the write-offs and recoveries report"), from the ledger. Ngwee; loans by order id only (no borrower). The totals tie
 * to the trial balance's movements of the month: `netWriteOff` is `expense:write_off`'s, `recovered` minus
 * `income:recovery`'s.
 */
export const bookWriteOffs = z.object({
  month: ledgerMonth,
  /** Whether the month end's provisioning job has run (else nothing is used from the allowance yet). */
  provisioned: z.boolean(),
  totals: z.object({
    writtenOff: z.number().int(),
    allowanceUsed: z.number().int(),
    suspenseCleared: z.number().int(),
    /** Any other posting to the write-off expense in the month (a correction), signed: debit positive. */
    other: z.number().int(),
    netWriteOff: z.number().int(),
    recovered: z.number().int(),
  }),
  loans: z.array(bookWriteOffLoan),
});
export type BookWriteOffs = z.infer<typeof bookWriteOffs>;
export const bookWriteOffsAnswer = envelope(bookWriteOffs);
