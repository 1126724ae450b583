import { eq } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { kycIdentities, kycSections } from '../kyc/schema';

/**
 * The first KYC step a loan still needs, in the order the app walks them (docs/product.md#states-and-transitions: identity 2, personal
 * information 3, face 1), or null when 1, 2 and 3 are all done.
 */
export async function firstMissingCerCode(tx: Tx, userId: number): Promise<1 | 2 | 3 | null> {
  const [identity] = await tx.select({ u: kycIdentities.userId }).from(kycIdentities).where(eq(kycIdentities.userId, userId));
  if (!identity) return 2;
  const sections = new Set((await tx.select({ s: kycSections.section }).from(kycSections).where(eq(kycSections.userId, userId))).map((r) => r.s));
  if (!['base', 'linkman', 'work'].every((s) => sections.has(s))) return 3;
  if (!sections.has('face')) return 1;
  return null;
}

/** cerCode 4: the optional questionnaire was answered. */
export async function questionnaireDone(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx.select({ s: kycSections.section }).from(kycSections).where(eq(kycSections.userId, userId));
  return rows.some((r) => r.s === 'questionnaire');
}
