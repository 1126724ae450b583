import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { sessions } from '../auth/schema';
import { activeSessionCondition } from '../auth/session.repo';
import { kycIdentities } from '../kyc/schema';
import { users } from './schema';

// `users.id` qualified by hand inside the subqueries (drizzle qualifies columns only in a select with joins).
const userId = sql`${users}.${sql.identifier(users.id.name)}`;
/** getUserInfo's columns: the user, the identity's name (null without one), the saved KYC sections, the base email. */
const profileColumns = {
  user: users,
  fullName: kycIdentities.fullName,
  hasIdentity: sql<boolean>`${kycIdentities.userId} is not null`,
  sections: sql<string[] | null>`(select json_agg(s.section) from kyc_sections s where s.user_id = ${userId})`,
  baseEmail: sql<string | null>`(select s.data->>'email' from kyc_sections s where s.user_id = ${userId} and s.section = 'base')`,
};

export type ProfileRow = Awaited<ReturnType<typeof readProfileBySession>>;

/**
 * getUserInfo's read, one statement: the active session of the token (the same condition as every signed call), its
 * user with the profile columns, and each extension's column (`extras`, in their order). Prepared once per database
 * and set of extensions; on the database, outside any transaction. Null when the session is not active.
 */
export function profileBySession(extras: readonly SQL[]) {
  const extraColumns = Object.fromEntries(extras.map((column, i) => [`x${i}`, sql<unknown>`${column}`]));
  return preparedFor((db: Db) =>
    db
      .select({ userId: sessions.userId, ...profileColumns, ...extraColumns })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(kycIdentities, eq(kycIdentities.userId, users.id))
      .where(activeSessionCondition())
      .limit(1)
      .prepare(`user_profile_by_session_${extras.length}`),
  );
}

export async function readProfileBySession(read: ReturnType<typeof profileBySession>, db: Db, session: { tokenHash: string; now: string }, extras: number) {
  const [row] = await read(db).execute(session);
  if (!row) return null;
  const { userId, user, fullName, hasIdentity, sections, baseEmail } = row;
  const values = row as Record<string, unknown>;
  return {
    userId,
    user,
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

/** Creates the user unless the phone exists (a concurrent first login may win); answers the row and whether it is new. */
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
