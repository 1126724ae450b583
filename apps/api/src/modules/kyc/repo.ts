import { and, eq, isNull, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { kycIdentities, kycSections } from './schema';

export type Section = 'face' | 'base' | 'linkman' | 'work' | 'questionnaire';

export async function findIdentity(db: Tx, userId: number) {
  const [row] = await db.select().from(kycIdentities).where(eq(kycIdentities.userId, userId)).limit(1);
  return row ?? null;
}

/** Whether the user saved an identity (cerCode 2). */
export async function identitySaved(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await tx.select({ u: kycIdentities.userId }).from(kycIdentities).where(eq(kycIdentities.userId, userId));
  return row !== undefined;
}

/** The borrower's NRC number from their KYC identity, or null before it is saved (the credit bureau is asked with it). */
export async function nrcNumberOf(tx: Tx, userId: number): Promise<string | null> {
  const [row] = await tx.select({ nrc: kycIdentities.nrcNumber }).from(kycIdentities).where(eq(kycIdentities.userId, userId));
  return row?.nrc ?? null;
}

/** The names of the sections the user saved (face, base, linkman, work, questionnaire). */
export async function sectionsSaved(tx: Tx, userId: number): Promise<string[]> {
  return (await tx.select({ s: kycSections.section }).from(kycSections).where(eq(kycSections.userId, userId))).map((r) => r.s);
}

export async function upsertIdentity(db: Tx, row: typeof kycIdentities.$inferInsert) {
  const { userId: _userId, ...changes } = row;
  await db
    .insert(kycIdentities)
    .values(row)
    .onConflictDoUpdate({ target: kycIdentities.userId, set: { ...changes, updatedAt: sql`now()` } });
}

/** Marks the KYC completed at `at` (business time), unless it already was: the first completion stays. */
export async function markCompleted(db: Tx, userId: number, at: Date) {
  await db.update(kycIdentities).set({ completedAt: at }).where(and(eq(kycIdentities.userId, userId), isNull(kycIdentities.completedAt)));
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
