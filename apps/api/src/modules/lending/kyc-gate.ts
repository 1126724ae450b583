import type { Tx } from '../../db/client';
import { identitySaved, sectionsSaved } from '../kyc/plugin';

/**
 * The first KYC step a loan still needs, in the order the app walks them (docs/product.md#states-and-transitions: identity 2, personal
 * information 3, face 1), or null when 1, 2 and 3 are all done.
 */
export async function firstMissingCerCode(tx: Tx, userId: number): Promise<1 | 2 | 3 | null> {
  if (!(await identitySaved(tx, userId))) return 2;
  const sections = new Set(await sectionsSaved(tx, userId));
  if (!['base', 'linkman', 'work'].every((s) => sections.has(s))) return 3;
  if (!sections.has('face')) return 1;
  return null;
}

/** cerCode 4: the optional questionnaire was answered. */
export async function questionnaireDone(tx: Tx, userId: number): Promise<boolean> {
  return (await sectionsSaved(tx, userId)).includes('questionnaire');
}
