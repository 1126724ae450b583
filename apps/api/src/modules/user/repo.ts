import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client';
import { jsonRowDecoder } from '../../db/json-rows';
import { sessionStatement } from '../auth/plugin';
import { kycProfileColumns } from '../kyc/plugin';
import { users } from './schema';

export type ProfileRow = Awaited<ReturnType<typeof readProfileBySession>>;

const userRow = jsonRowDecoder(users);

/**
 * getUserInfo's read, one statement: the active session of the token (the same condition as every signed call), its
 * user, the identity's name, the saved KYC sections and the base email, and each extension's column (`extras`, in
 * their order, each built from the user id). Prepared once per database and set of extensions; on the database,
 * outside any transaction. Null when the session is not active.
 */
export function profileBySession(extras: readonly ((user: SQL) => SQL)[]) {
  return sessionStatement(`user_profile_by_session_${extras.length}`, (user) => ({
    user: sql<Record<string, unknown>>`(select row_to_json(u) from ${users} u where u.id = ${user})`,
    ...kycProfileColumns(user),
    ...Object.fromEntries(extras.map((column, i) => [`x${i}`, sql<unknown>`${column(user)}`])),
  }));
}

export async function readProfileBySession(read: ReturnType<typeof profileBySession>, db: Db, session: { tokenHash: string; now: string }, extras: number) {
  const [row] = await read(db).execute(session);
  if (!row) return null;
  const { userId, user, fullName, hasIdentity, sections, baseEmail } = row;
  const values = row as Record<string, unknown>;
  return {
    userId,
    user: userRow(user),
    fullName,
    hasIdentity,
    baseEmail,
    sections: (sections ?? []).map((section) => ({ section })),
    extras: Array.from({ length: extras }, (_, i) => values[`x${i}`]),
  };
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

export async function findOrCreateUser(
  db: Tx,
  values: { mobile: string; registerChannel: string | null; deviceBrand: string | null },
) {
  const inserted = await db.insert(users).values(values).onConflictDoNothing({ target: users.mobile }).returning();
  if (inserted[0]) return { user: inserted[0], created: true };
  const existing = await findUserByMobile(db, values.mobile);
  if (!existing) throw new Error('user vanished during login');
  return { user: existing, created: false };
}

export async function bindGoogle(db: Tx, userId: number, sub: string, email: string | null) {
  await db.update(users).set({ googleSub: sub, googleEmail: email, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
