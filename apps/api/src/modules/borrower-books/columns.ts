import { type SQL, sql } from 'drizzle-orm';

import { borrowerBooks, catalogueVersion } from './schema';

type Columns = Record<string, SQL>;
/** What `books` holds: each column's value, as the column's JSON. */
export type BooksOf<T extends Columns> = { [K in keyof T]: T[K]['_']['type'] };

/** The borrower's books version and the catalogue's, as text 'books:catalogue' (0 for a borrower never written). */
const stampOf = (user: SQL) =>
  sql<string | null>`(coalesce((select b.version from ${borrowerBooks} b where b.user_id = ${user}), 0) || ':' || (select c.version from ${catalogueVersion} c where c.id = 1))`;

/**
 * A signed read's columns that only a write can change (no clock in them), kept between calls: `booksStamp`, the two
 * versions as this statement saw them, and `books`, the columns as one JSON object, or null when the stamp equals the
 * placeholder 'knownBooks' (the stamp of what the caller kept). PostgreSQL evaluates a CASE branch only when it is
 * taken, so a kept read costs the two version lookups, not the columns' subqueries. Both come from one snapshot: the
 * versions are raised in the transaction of every write they stand for, so a stamp names exactly one state of the
 * columns.
 */
export function booksColumns<T extends Columns>(user: SQL, columns: T) {
  const fields = sql.join(
    Object.entries(columns).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`),
    sql`, `,
  );
  return {
    booksStamp: stampOf(user),
    books: sql<BooksOf<T> | null>`case when ${stampOf(user)} = ${sql.placeholder('knownBooks')} then null else json_build_object(${fields}) end`,
  };
}
