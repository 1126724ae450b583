import { eq } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { users } from './schema';

// What other rooms' tests set up of the borrowers' accounts, so that no test outside the user room names its table.

/** `count` borrowers at once, their phones 09 and eight digits counting up from `firstNumber` + 1: their ids, in order. */
export async function addBorrowersInBulk(db: Tx, count: number, firstNumber: number): Promise<number[]> {
  const mobiles = Array.from({ length: count }, (_, i) => `09${String(firstNumber + i + 1).padStart(8, '0')}`);
  const rows = await db.insert(users).values(mobiles.map((mobile) => ({ mobile }))).returning({ id: users.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** When a borrower's account was made and last changed, as stored. */
export async function accountStampsOf(db: Tx, userId: number): Promise<{ created_at: Date; updated_at: Date } | undefined> {
  const [row] = await db.select({ created_at: users.createdAt, updated_at: users.updatedAt }).from(users).where(eq(users.id, userId));
  return row;
}
