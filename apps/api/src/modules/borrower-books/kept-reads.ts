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

type BooksRow<B> = { userId: number; booksStamp: string | null; books: B | null };

/**
 * A signed read through what this process kept (`booksColumns`): runs the statement with the stamp of the kept read
 * (`knownBooks`), and decodes `books` only when the statement read them (the stamp moved, or nothing was kept). Null
 * when the session is not active. `key` names the read and its arguments; the session's token hash is added.
 */
export async function readThroughBooks<R extends BooksRow<unknown>, D>(
  db: Db,
  key: string,
  tokenHash: string,
  run: (knownBooks: string) => Promise<R | undefined>,
  decode: (books: NonNullable<R['books']>) => D,
): Promise<{ row: R; data: D } | null> {
  const reads = keptReadsOf(db);
  const at = `${key}:${tokenHash}`;
  const kept = reads.get(at);
  const row = await run(kept?.stamp ?? '');
  if (!row) {
    reads.delete(at);
    return null;
  }
  if (row.books === null && kept && kept.stamp === row.booksStamp && kept.userId === row.userId) return { row, data: kept.data as D };
  // Read again when the statement left the books out for a stamp this process no longer keeps (another key evicted).
  const fresh = row.books === null ? await run('') : row;
  if (!fresh) {
    reads.delete(at);
    return null;
  }
  const data = deepFreeze(decode(fresh.books as NonNullable<R['books']>));
  if (fresh.booksStamp !== null) reads.set(at, { userId: fresh.userId, stamp: fresh.booksStamp, data });
  return { row: fresh, data };
}
