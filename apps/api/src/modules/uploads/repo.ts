import { and, eq } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { uploads } from './schema';

export async function insertUpload(db: Tx, row: typeof uploads.$inferInsert) {
  await db.insert(uploads).values(row);
}

/** The upload when it belongs to the user; another user's upload looks exactly like a missing one. */
export async function findOwnedUpload(db: Tx, userId: number, id: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId)))
    .limit(1);
  return row ?? null;
}
