import { eq } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { users } from './schema';

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
