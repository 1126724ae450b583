import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { jsonRowDecoder } from '../../db/json-rows';
import { conflict } from '../../plugins/errors';
import { type UserRow, users } from './schema';

/**
 * The borrower's account row as one JSON column, for another room's signed read in one statement (getUserInfo): the
 * users table stays this module's. `user` is the SQL of the user id.
 */
export const userRowColumn = (user: SQL) => sql<Record<string, unknown>>`(select row_to_json(u) from ${users} u where u.id = ${user})`;

/** That column's value as the account row. */
export const userRowOf = jsonRowDecoder(users);

/** Whether any borrower has an account (the sandbox's demo portfolio is seeded only on an empty database). */
export async function hasUsers(db: Tx): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}

export async function findUserById(db: Tx, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByMobile(db: Tx, mobileE164: string) {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobileE164)).limit(1);
  return row ?? null;
}

export async function findUserByGoogleSub(db: Tx, sub: string) {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return row ?? null;
}

/**
 * `createdAt` is the business time the account is opened at (config.now), not the database's own clock: in the
 * sandbox the demo portfolio plays its history with the clock moved back, and an account's age (a credit feature, the
 * registration reports) is read against business time. In production both clocks agree.
 */
export async function findOrCreateUser(
  db: Tx,
  values: { mobile: string; registerChannel: string | null; deviceBrand: string | null; language?: string | null; createdAt: Date },
) {
  const inserted = await db.insert(users).values({ ...values, updatedAt: values.createdAt }).onConflictDoNothing({ target: users.mobile }).returning();
  if (inserted[0]) return { user: inserted[0], created: true };
  const existing = await findUserByMobile(db, values.mobile);
  if (!existing) throw new Error('user vanished during login');
  // An account from before issue 48 learns its language at its next login; a language already known stays.
  if (existing.language === null && values.language) {
    await setLanguage(db, existing.id, values.language);
    return { user: { ...existing, language: values.language }, created: false };
  }
  return { user: existing, created: false };
}

/** The borrower's own choice of language ('en', 'bem', 'ny'). */
export async function setLanguage(db: Tx, userId: number, language: string) {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function bindGoogle(db: Tx, userId: number, sub: string, email: string | null) {
  await db.update(users).set({ googleSub: sub, googleEmail: email, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function lockUser(tx: Tx, userId: number): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

/** What a closed account is told when it asks for money to move (a request that passed its session check just before). */
export const ACCOUNT_CLOSED = 'This account is closed, so nothing more can be done with it. If you log in again with this phone, you start a new account.';

/**
 * Locks the account row for the rest of the transaction and refuses (409) a closed or missing account: the closure
 * takes the same lock before it checks what is owed (docs/data-rights.md), so a loan, an order or a purchase and the
 * closure of one account happen one after the other, never across each other.
 */
export async function lockOpenAccount(tx: Tx, userId: number): Promise<UserRow> {
  const row = await lockUser(tx, userId);
  if (!row || row.closedAt) throw conflict(ACCOUNT_CLOSED);
  return row;
}
