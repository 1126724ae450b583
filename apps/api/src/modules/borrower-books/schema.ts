import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable } from 'drizzle-orm/pg-core';

import { refColumn } from '../../db/columns';

/*
 * The versions of what the borrower's signed reads are made of (docs/decisions/0042-borrower-books-versions.md), kept by
 * triggers in the writing transaction (migration borrower_books_triggers). Nothing in the server writes them: a write to
 * a borrower's loans, bills, payments, coupons, limit, questionnaire, membership, stage orders or credit raises that
 * borrower's version when its transaction commits, and a write to the catalogue (products, coupons, phones, shops)
 * raises the catalogue's. A read that finds both versions as it last saw them answers from what it kept.
 */

/** One row per borrower whose books were ever written. No foreign key: a version is not a borrower's data. */
export const borrowerBooks = pgTable('borrower_books', {
  userId: refColumn('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /** The transaction that raised it last: a transaction raises it once, however many rows it writes. */
  tx: bigint('tx', { mode: 'number' }).notNull().default(0),
  /**
   * The last transaction that wrote the borrower's loans or bills otherwise than a bill's daily penalty (its
   * `penalty_due` and `penalty_through`): what collections' daily job reads again (`loansWrittenSince`). A day's
   * penalties raise the version, not this (migration collections_loans_tx).
   */
  loansTx: bigint('loans_tx', { mode: 'number' }).notNull().default(0),
});

/** The catalogue's version: one row. */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id} = 1`)],
);
