/**
 * The borrower's books versions (docs/decisions/0042-borrower-books-versions.md): the loan and stage reads keep what
 * they read, per process, and read it again only when a write has changed it. No routes: a door of two functions.
 * - `booksColumns(user, columns)`: a signed read's columns that only a write changes, as one JSON column left out
 *   when the caller's kept stamp is current.
 * - `readThroughBooks(db, key, tokenHash, run, decode)`: runs such a read through this process's kept reads.
 * Who raises the versions: triggers in the writing transaction (migration borrower_books_triggers), on every table
 * those columns read; `booksColumns`' tables are checked against them by borrower-books/books.test.ts.
 */
export { booksColumns, type BooksOf } from './columns';
export { KEPT_READS, keptReadsOf, readThroughBooks } from './kept-reads';
export { borrowerBooks, catalogueVersion } from './schema';
