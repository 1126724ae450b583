import { eq, getTableName, inArray, sql } from 'drizzle-orm';

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

/** When each of the accounts `userIds` was opened, by user id. */
export async function accountsOpenedAt(db: Tx, userIds: number[]): Promise<Map<number, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: users.id, createdAt: users.createdAt }).from(users).where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [Number(r.id), r.createdAt]));
}

/** One borrower with this phone (a random 09 number if none): the id. */
export async function addBorrower(db: Tx, mobile = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`): Promise<number> {
  const [row] = await db.insert(users).values({ mobile }).returning({ id: users.id });
  return row!.id;
}

/** The account closed as the closure leaves its user row (the phone replaced, closed_at set), without the closure. */
export async function markAccountClosed(db: Tx, userId: number): Promise<void> {
  await db.update(users).set({ mobile: sql`'closed:' || ${users.id}`, closedAt: sql`now()` }).where(eq(users.id, userId));
}

/** A borrower's account row as stored: its phone, when it was closed and its Google email (undefined: no such account). */
export const accountRowOf = async (db: Tx, userId: number) =>
  (await db.select({ mobile: users.mobile, closedAt: users.closedAt, googleEmail: users.googleEmail }).from(users).where(eq(users.id, userId)))[0];

/** The borrowers' table's name, for a test that reads the catalogue (which columns point at an account). */
export const USERS_TABLE_NAME = getTableName(users);

/** The account's closed mark set now and nothing else (the phone kept: a closure caught half-way, as in a race). */
export async function stampAccountClosed(db: Tx, userId: number): Promise<void> {
  await db.update(users).set({ closedAt: sql`now()` }).where(eq(users.id, userId));
}

/** An account row with its sign-up channel and time (none if the phone is taken). Answers its id, or undefined. */
export async function addAccountRow(db: Tx, account: { mobile: string; registerChannel: string | null; createdAt: Date }): Promise<number | undefined> {
  const [row] = await db.insert(users).values(account).onConflictDoNothing().returning({ id: users.id });
  return row?.id;
}

/** The account `userId`'s sign-up channel or time changed (a reports test's change of a row, as any writer could). */
export async function changeAccountRow(db: Tx, userId: number, set: { registerChannel?: string | null; createdAt?: Date }): Promise<void> {
  await db.update(users).set(set).where(eq(users.id, userId));
}
