import { and, eq, sql } from 'drizzle-orm';

import type { Tx } from '../db/client';
import { ACCOUNTS, type Account, type Entry } from './accounts';
import { assertBalanced } from './ledger';
import { ledgerEntries, ledgerLines } from './schema';

/**
 * Appends a balanced entry. The unique ref makes every business event post at most once: a second post of the same
 * ref (duplicate callback, job run twice) returns false and writes nothing. `at` dates the entry (default: now), for
 * the books' jobs that book a day or a month that has ended (its last instant, so the entry falls inside it).
 */
export async function postEntry(tx: Tx, entry: Entry, at?: Date): Promise<boolean> {
  assertBalanced(entry);
  const [row] = await tx
    .insert(ledgerEntries)
    .values({ ref: entry.ref, kind: entry.kind, ...(at ? { createdAt: at } : {}) })
    .onConflictDoNothing({ target: ledgerEntries.ref })
    .returning({ id: ledgerEntries.id });
  if (!row) return false;
  await tx.insert(ledgerLines).values(entry.lines.map((l) => ({ entryId: row.id, account: l.account, subject: l.subject, amount: l.amount })));
  return true;
}

/** A balance, derived from the postings. */
export async function balanceOf(tx: Tx, account: Account, subject: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${ledgerLines.amount}), 0)` })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.account, account), eq(ledgerLines.subject, subject)));
  return Number(row?.total ?? 0);
}

/** The user's credit (what we owe them), in ngwee, never negative. */
export async function userCredit(tx: Tx, userId: number): Promise<number> {
  return -(await balanceOf(tx, ACCOUNTS.userCredit, `user:${userId}`)) || 0;
}

/** Every balance per account and subject, for invariant checks and reports. */
export async function allBalances(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx
    .select({ account: ledgerLines.account, subject: ledgerLines.subject, total: sql<string>`sum(${ledgerLines.amount})` })
    .from(ledgerLines)
    .groupBy(ledgerLines.account, ledgerLines.subject);
  return new Map(rows.map((r) => [`${r.account}|${r.subject}`, Number(r.total)]));
}
