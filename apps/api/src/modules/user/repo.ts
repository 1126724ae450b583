import { eq, sql } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { kycIdentities } from '../kyc/schema';
import { users } from './schema';

/**
 * getUserInfo's read, one statement: the user, the identity's name (null without one), the names of the saved KYC
 * sections and the email of the 'base' section. Prepared; on the database, outside any transaction.
 */
const profileRead = preparedFor((db: Db) =>
  db
    .select({
      user: users,
      fullName: kycIdentities.fullName,
      hasIdentity: sql<boolean>`${kycIdentities.userId} is not null`,
      sections: sql<string[] | null>`(select json_agg(s.section) from kyc_sections s where s.user_id = ${users.id})`,
      baseEmail: sql<string | null>`(select s.data->>'email' from kyc_sections s where s.user_id = ${users.id} and s.section = 'base')`,
    })
    .from(users)
    .leftJoin(kycIdentities, eq(kycIdentities.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_profile_by_id'),
);

export async function readProfile(db: Db, userId: number) {
  const [row] = await profileRead(db).execute({ userId });
  if (!row) return null;
  return { ...row, sections: (row.sections ?? []).map((section) => ({ section })) };
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
