import { eq, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { kycIdentities, kycSections } from './schema';

export type Section = 'face' | 'base' | 'linkman' | 'work' | 'questionnaire';

export async function findIdentity(db: Tx, userId: number) {
  const [row] = await db.select().from(kycIdentities).where(eq(kycIdentities.userId, userId)).limit(1);
  return row ?? null;
}

export async function upsertIdentity(db: Tx, row: typeof kycIdentities.$inferInsert) {
  const { userId: _userId, ...changes } = row;
  await db
    .insert(kycIdentities)
    .values(row)
    .onConflictDoUpdate({ target: kycIdentities.userId, set: { ...changes, updatedAt: sql`now()` } });
}

export async function listSections(db: Tx, userId: number) {
  return db.select().from(kycSections).where(eq(kycSections.userId, userId));
}

export async function upsertSection(db: Tx, userId: number, section: Section, data: unknown) {
  await db
    .insert(kycSections)
    .values({ userId, section, data })
    .onConflictDoUpdate({ target: [kycSections.userId, kycSections.section], set: { data, updatedAt: sql`now()` } });
}
