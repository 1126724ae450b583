import { and, asc, count, eq } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { kycIdentities, kycReviews, kycSections } from './schema';

// What other rooms' tests set up of KYC's rows, so that no test outside kyc names its tables.

/** A borrower's identity step as stored (NRC, name, birth date, gender and the two NRC photos' upload ids). */
export async function saveKycIdentity(
  db: Tx,
  identity: { userId: number; nrcNumber: string; fullName: string; dateOfBirth: string; gender: string; nrcFrontUploadId: string; nrcBackUploadId: string },
): Promise<void> {
  await db.insert(kycIdentities).values(identity);
}

/** A borrower's identity step as stored (undefined: none). */
export const kycIdentityOf = async (db: Tx, userId: number) => (await db.select().from(kycIdentities).where(eq(kycIdentities.userId, userId)))[0];

/** A borrower's KYC review cases, oldest first: their status and flags. */
export const kycReviewsOf = (db: Tx, userId: number) =>
  db.select({ status: kycReviews.status, flags: kycReviews.flags }).from(kycReviews).where(eq(kycReviews.userId, userId)).orderBy(asc(kycReviews.id));

/** A borrower's stored NRC number set to `nrcNumber` (another account then holds it, as in an attack). */
export async function setKycIdentityNrc(db: Tx, userId: number, nrcNumber: string): Promise<void> {
  await db.update(kycIdentities).set({ nrcNumber }).where(eq(kycIdentities.userId, userId));
}

/** How many identities hold the NRC number `nrcNumber`. */
export async function kycIdentitiesWithNrc(db: Tx, nrcNumber: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(kycIdentities).where(eq(kycIdentities.nrcNumber, nrcNumber));
  return Number(row!.n);
}

/** A borrower's stored name, NRC number and NRC front photo set (a test's made-up person on an identity step done). */
export async function setKycPerson(db: Tx, userId: number, person: { fullName: string; nrcNumber: string; nrcFrontUploadId: string }): Promise<void> {
  await db.update(kycIdentities).set(person).where(eq(kycIdentities.userId, userId));
}

/** A borrower's stored KYC section `section` (e.g. linkman) with its data replaced by `data`. */
export async function setKycSectionData(db: Tx, userId: number, section: string, data: Record<string, unknown>): Promise<void> {
  await db.update(kycSections).set({ data }).where(and(eq(kycSections.userId, userId), eq(kycSections.section, section)));
}

/** A KYC step added (the identity with a made-up NRC `nrcNumber`, or an empty section), unless the borrower has it. */
export async function addKycStepIfMissing(db: Tx, userId: number, section: string, nrcNumber: string): Promise<void> {
  if (section === 'identity') {
    await db.insert(kycIdentities).values({ userId, nrcNumber, fullName: 'Test Borrower', dateOfBirth: '1990-01-01', gender: 'F', nrcFrontUploadId: 'f', nrcBackUploadId: 'b' }).onConflictDoNothing();
  } else await db.insert(kycSections).values({ userId, section, data: {} }).onConflictDoNothing();
}

/** A KYC step removed (the identity, or the section `section`). */
export async function removeKycStep(db: Tx, userId: number, section: string): Promise<void> {
  if (section === 'identity') await db.delete(kycIdentities).where(eq(kycIdentities.userId, userId));
  else await db.delete(kycSections).where(and(eq(kycSections.userId, userId), eq(kycSections.section, section)));
}

/** KYC's service and messages, for a test that builds the service by hand or checks a refusal's words. */
export { KYC_MESSAGES, KycService } from './service';
