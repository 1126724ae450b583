import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';

import { GENDERS, identityBody, isoDate } from '@pocket/contracts/api/kyc';

import type { Tx } from '../../db/client';
import { badRequest } from '../../plugins/errors';
import { findIdentity } from './repo';
import { kycIdentities } from './schema';

export type IdentityField = 'fullName' | 'dateOfBirth' | 'gender' | 'nrcNumber';

/** The borrower's own form's rules for each field the desk may correct. */
const RULES: Record<IdentityField, z.ZodType<string>> = {
  fullName: z.string().trim().min(2, 'a full name has at least 2 characters').max(100, 'a full name has at most 100 characters'),
  dateOfBirth: isoDate,
  gender: z.enum(GENDERS, { message: `must be one of ${GENDERS.join(', ')}` }),
  nrcNumber: identityBody.shape.nrcNumber,
};

/** Writes one identity field (the desk's correction); before and after for the audit; null without an identity. */
export async function correctIdentityField(tx: Tx, userId: number, field: IdentityField, raw: string): Promise<{ before: string; after: string } | null> {
  const parsed = RULES[field].safeParse(raw);
  if (!parsed.success) throw badRequest(`value: ${parsed.error.issues[0]?.message ?? 'not valid'}`);
  const identity = await findIdentity(tx, userId);
  if (!identity) return null;
  const after = parsed.data.replace(/\s+/g, ' ');
  await tx.update(kycIdentities).set({ [field]: after, updatedAt: sql`now()` }).where(eq(kycIdentities.userId, userId));
  return { before: identity[field], after };
}
