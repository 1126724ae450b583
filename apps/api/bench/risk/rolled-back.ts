import type { Db, Tx } from '../../src/db/client';

/** Thrown at the end of a transaction `rolledBack` wraps, carrying what its work returned. */
export class RolledBack extends Error {
  constructor(readonly result: unknown) {
    super('rolled back');
  }
}

/**
 * The database as a job sees it, each of its transactions run through `wrap` (timing, say) and rolled back at its end
 * unless `commit`: the job does all its work, and the rollback throws `RolledBack` with what the work returned.
 */
export function rolledBack(db: Db, commit: boolean, wrap: (tx: Tx) => Tx = (tx) => tx): Db {
  return new Proxy(db, {
    get: (target, key) =>
      key === 'transaction'
        ? async (work: (tx: Tx) => Promise<unknown>) =>
            target.transaction(async (tx) => {
              const result = await work(wrap(tx));
              if (!commit) throw new RolledBack(result);
              return result;
            })
        : Reflect.get(target, key),
  }) as Db;
}
