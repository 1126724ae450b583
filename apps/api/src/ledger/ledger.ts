import type { Account, Entry } from './accounts';

export class LedgerError extends Error {}

/** Refuses an entry that does not balance, has a non-integer or zero line, or no lines. */
export function assertBalanced(entry: Entry): void {
  if (entry.lines.length === 0) throw new LedgerError(`Entry ${entry.ref} has no lines`);
  let total = 0;
  for (const line of entry.lines) {
    if (!Number.isSafeInteger(line.amount) || line.amount === 0) {
      throw new LedgerError(`Entry ${entry.ref} has a bad line amount ${line.amount}`);
    }
    total += line.amount;
  }
  if (total !== 0) throw new LedgerError(`Entry ${entry.ref} does not balance (${total})`);
}

const key = (account: Account, subject: string) => `${account}|${subject}`;

/** Balances derived from postings: never stored, always a fold over the append-only entries. */
export function balancesOf(entries: Iterable<Entry>): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of entries) {
    for (const l of e.lines) out.set(key(l.account, l.subject), (out.get(key(l.account, l.subject)) ?? 0) + l.amount);
  }
  return out;
}

/** An in-memory append-only journal with the same rules as the database one (unique refs, balanced entries). */
export class MemoryLedger {
  readonly #entries: Entry[] = [];
  readonly #refs = new Set<string>();

  /** Posts an entry; a reference already posted is ignored (returns false). */
  post(entry: Entry): boolean {
    assertBalanced(entry);
    if (this.#refs.has(entry.ref)) return false;
    this.#refs.add(entry.ref);
    this.#entries.push(structuredClone(entry));
    return true;
  }

  entries(): readonly Entry[] {
    return this.#entries;
  }

  balance(account: Account, subject: string): number {
    return balancesOf(this.#entries).get(key(account, subject)) ?? 0;
  }

  /** Sum of every balance: zero in a balanced book. */
  total(): number {
    let sum = 0;
    for (const v of balancesOf(this.#entries).values()) sum += v;
    return sum;
  }
}
