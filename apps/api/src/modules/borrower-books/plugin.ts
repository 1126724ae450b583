/**
 * The borrower's books versions (docs/decisions/0042-borrower-books-versions.md): the loan, repayment and stage reads
 * keep what they read, per process, and read it again only when a write has changed it. No routes: a door of
 * functions.
 * - `keptSessionReads(name, columns)`: a signed read as two statements, a small `check` of the session and the
 *   versions, and the `full` read.
 * - `readThroughBooks(db, key, tokenHash, run, decode)`: runs such a read through this process's kept reads.
 * - `oldestUnseenTx(tx)` and `loansWrittenSince(seenTx)`: which borrowers' loans and bills were written since a
 *   job's last read, a day's penalty left out (collections' daily job reads only their loans).
 * Who raises the versions: triggers in the writing transaction (migration borrower_books_triggers), on every table
 * those reads name; their tables are checked against them by borrower-books/books.test.ts.
 */
export { keptSessionReads } from './columns';
export { KEPT_READS, keptReadsOf, readThroughBooks } from './kept-reads';
export { loansWrittenSince, oldestUnseenTx } from './changes';
