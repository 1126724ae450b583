import { type SQL, sql } from 'drizzle-orm';

import { sessionStatement } from '../auth/plugin';
import { borrowerBooks, catalogueVersion } from './schema';

type Columns = Record<string, SQL>;

/** The borrower's books version and the catalogue's, as text 'books:catalogue' (0 for a borrower never written). */
const stampOf = (user: SQL) =>
  sql<string | null>`(coalesce((select b.version from ${borrowerBooks} b where b.user_id = ${user}), 0) || ':' || (select c.version from ${catalogueVersion} c where c.id = 1))`;

/**
 * A signed read kept between calls, as two prepared statements over the active session (`sessionStatement`):
 * - `check`: the session, `booksStamp` (the two versions) and the `always` columns (what depends on the clock, read
 *   every time); what a kept read sends.
 * - `full`: the same and the `kept` columns, the ones only a write can change; sent when nothing is kept or the stamp
 *   moved.
 * The stamp and the columns of `full` come from one snapshot, and the versions are raised in the transaction of every
 * write they stand for, so a stamp names exactly one state of the kept columns. A separate small statement rather than
 * one statement with the kept columns behind a CASE: PostgreSQL prepares every subquery of a statement when it starts
 * it, taken or not, and that start-up cost as much as the reads themselves.
 */
export function keptSessionReads<A extends Columns, K extends Columns>(name: string, columns: (user: SQL) => { always: A; kept: K }) {
  return {
    check: sessionStatement(`${name}_check`, (user) => ({ ...columns(user).always, booksStamp: stampOf(user) })),
    full: sessionStatement(name, (user) => {
      const { always, kept } = columns(user);
      return { ...always, ...kept, booksStamp: stampOf(user) };
    }),
  };
}
