import type { Tx } from '../db/client';
import { type Account, ACCOUNTS, type Entry, type Line, RECEIVABLE, RECEIVABLE_PARTS, type ReceivableParts } from './accounts';
import { LedgerError } from './ledger';
import { postEntry } from './repo';

/**
 * A posting template: how the money of one kind of business event is written in the ledger. Each module owns the
 * templates of its own events (lending/postings.ts, stage/postings.ts, vip/postings.ts, adjustments/postings.ts,
 * shops-desk/postings.ts); the ledger knows accounts and subjects, not what a bill, a card or a shop is. A template
 * names the entry kinds it writes (ledger_entries.kind), and an entry of any other kind is refused.
 */
export interface Posting<A> {
  /** The entry kinds this template writes. */
  readonly kinds: readonly string[];
  /** The balanced entry of one event; `ref` is its business reference (one entry per ref, postEntry). */
  entry(ref: string, args: A): Entry;
}

/** A template from the kinds it may write and the lines of one event (with the kind it is). */
export function posting<A>(kinds: readonly string[], build: (args: A) => { kind: string; lines: Line[] }): Posting<A> {
  return {
    kinds,
    entry(ref, args) {
      const { kind, lines } = build(args);
      if (!kinds.includes(kind)) throw new LedgerError(`Entry ${ref}: kind ${kind} is not one of its template's (${kinds.join(', ')})`);
      return { ref, kind, lines };
    },
  };
}

/**
 * Writes one event's entry from its template, in the caller's transaction; false when the ref was already posted. `at`
 * dates it: business time (config.now), the time every other date decision is made by, so the sandbox clock moves the
 * ledger's months with the rest (decision 0069); the database's own clock would leave them in the real month.
 */
export function book<A>(tx: Tx, template: Posting<A>, ref: string, args: A, at: Date): Promise<boolean> {
  return postEntry(tx, template.entry(ref, args), at);
}

/** The subject of a house account (cash, income, expense): nobody's in particular. */
export const HOUSE = '-';

/** Whose money a line is: a bill's receivables, a user's credit, a partner shop's payable, or the house's. */
export const subjects = {
  plan: (id: number) => `plan:${id}`,
  user: (id: number) => `user:${id}`,
  shop: (id: number) => `shop:${id}`,
  house: HOUSE,
};

/** A bill's receivable lines, one per part that is not zero, in RECEIVABLE_PARTS' order (sign 1 charges, -1 clears). */
export function receivableLines(planId: number, parts: ReceivableParts, sign: 1 | -1): Line[] {
  return RECEIVABLE_PARTS.filter((k) => parts[k] > 0).map((k) => ({ account: RECEIVABLE[k], subject: subjects.plan(planId), amount: sign * parts[k] }));
}

/** The total of a bill's parts. */
export const partsTotal = (parts: ReceivableParts): number => RECEIVABLE_PARTS.reduce((s, k) => s + parts[k], 0);

/**
 * A bill charged: its receivables up, its interest and fee income, and its principal credited to `principalTo` (the
 * operator account for a loan paid out to a wallet, a partner shop's payable for a phone financed).
 */
export function billChargedLines(planId: number, charged: ReceivableParts, principalTo: { account: Account; subject: string }): Line[] {
  const lines = receivableLines(planId, charged, 1);
  if (charged.principal > 0) lines.push({ account: principalTo.account, subject: principalTo.subject, amount: -charged.principal });
  if (charged.interest > 0) lines.push({ account: ACCOUNTS.interestIncome, subject: HOUSE, amount: -charged.interest });
  if (charged.fee > 0) lines.push({ account: ACCOUNTS.feeIncome, subject: HOUSE, amount: -charged.fee });
  return lines;
}

/** A change of a user's credit by `credit` (positive: we owe them more), or no line when it is zero. */
export const creditLines = (userId: number, credit: number): Line[] =>
  credit === 0 ? [] : [{ account: ACCOUNTS.userCredit, subject: subjects.user(userId), amount: -credit }];
