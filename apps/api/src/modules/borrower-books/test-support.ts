import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { borrowerBooks } from './schema';

/** The borrower's books version (null: never written), for other modules' tests. */
export async function booksVersionOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ version: borrowerBooks.version }).from(borrowerBooks).where(eq(borrowerBooks.userId, userId));
  return row ? Number(row.version) : null;
}
