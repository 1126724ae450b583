import { type SQL, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';

/**
 * The oldest transaction a statement run now cannot see (its snapshot's xmin): every transaction that commits after
 * this moment, or that is still running now, has this id or a later one. A job that reads once and keeps this value
 * can later ask which borrowers' loans were written since (`loansWrittenSince`) without missing a write its read
 * did not see.
 */
export async function oldestUnseenTx(tx: Tx): Promise<number> {
  const [row] = await selectRows<{ xmin: number | string }>(tx, sql`select txid_snapshot_xmin(txid_current_snapshot()) as xmin`);
  return Number(row?.xmin);
}

/**
 * The borrowers whose loans or bills a transaction with id `seenTx` or later wrote, a bill's daily penalty left out
 * (a subquery of `user_id`): `borrower_books.loans_tx`, which the triggers on loan_orders and loan_plans raise for
 * every write but one that changes only a bill's `penalty_due`, `penalty_through` and `updated_at` (migration
 * collections_loans_tx). A payment, a waiver, an extension, a restructure, a write-off, a bill's status: all raise it.
 */
export const loansWrittenSince = (seenTx: number): SQL => sql`select user_id from borrower_books where loans_tx >= ${seenTx}`;
