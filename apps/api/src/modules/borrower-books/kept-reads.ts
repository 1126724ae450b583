import type { Db } from '../../db/client';

/** How many reads a process keeps (least recently used first out): a few KB each. */
export const KEPT_READS = 5_000;

type Kept = { userId: number; stamp: string; data: unknown };

/** Reads kept by one process, per database: key (the read, the session's token hash, its arguments) to its last read. */
export class KeptReads {
  private readonly reads = new Map<string, Kept>();

  constructor(private readonly limit = KEPT_READS) {}

  get(key: string): Kept | undefined {
    const kept = this.reads.get(key);
    if (kept) {
      this.reads.delete(key);
      this.reads.set(key, kept);
    }
    return kept;
  }

  set(key: string, kept: Kept): void {
    this.reads.delete(key);
    this.reads.set(key, kept);
    if (this.reads.size > this.limit) this.reads.delete(this.reads.keys().next().value as string);
  }

  delete(key: string): void {
    this.reads.delete(key);
  }

  /** Forgets every kept read (tests: a read from scratch). */
  clear(): void {
    this.reads.clear();
  }

  get size(): number {
    return this.reads.size;
  }
}

const perDatabase = new WeakMap<Db, KeptReads>();

/** The reads kept for this database object (one per app). */
export function keptReadsOf(db: Db): KeptReads {
  let kept = perDatabase.get(db);
  if (!kept) {
    kept = new KeptReads();
    perDatabase.set(db, kept);
  }
  return kept;
}

/** Freezes what is kept: every request shares it, so no answer builder may change it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    if (value instanceof Map) for (const v of value.values()) deepFreeze(v);
    else for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

type Checked = { userId: number; booksStamp: string | null };

/**
 * A signed read through what this process kept (`keptSessionReads`): with a kept read, sends `check` and answers from
 * it when the stamp has not moved; otherwise (or with nothing kept) sends `full` and keeps what it decodes. Null when
 * the session is not active. `key` names the read and its arguments; the session's token hash is added.
 */
export async function readThroughBooks<C extends Checked, F extends C, D>(
  db: Db,
  key: string,
  tokenHash: string,
  run: { check: () => Promise<C | undefined>; full: () => Promise<F | undefined> },
  decode: (full: F) => D,
): Promise<{ row: C; data: D } | null> {
  const reads = keptReadsOf(db);
  const at = `${key}:${tokenHash}`;
  const kept = reads.get(at);
  if (kept) {
    const row = await run.check();
    if (!row) {
      reads.delete(at);
      return null;
    }
    if (row.booksStamp !== null && row.booksStamp === kept.stamp && row.userId === kept.userId) return { row, data: kept.data as D };
  }
  const full = await run.full();
  if (!full) {
    reads.delete(at);
    return null;
  }
  const data = deepFreeze(decode(full));
  if (full.booksStamp !== null) reads.set(at, { userId: full.userId, stamp: full.booksStamp, data });
  return { row: full, data };
}
