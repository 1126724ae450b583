import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';

import { GENDERS, identityBody, isoDate } from '@pocket/contracts/api/kyc';

import type { Tx } from '../../db/client';
import { badRequest, conflict } from '../../plugins/errors';
import { reopenReview } from './reviews.repo';
import { kycIdentities } from './schema';

export type IdentityField = 'fullName' | 'dateOfBirth' | 'gender' | 'nrcNumber';

export const IDENTITY_CORRECTION_MESSAGES = {
  unchanged: 'value: the profile already says this; there is nothing to correct',
  nrcTaken:
    'value: this NRC number is held by another account, and an NRC belongs to one account only. Nothing was changed; look at the borrower\'s look-alikes on the KYC desk.',
} as const;

/** The borrower's own form's rules for each field the desk may correct. */
const RULES: Record<IdentityField, z.ZodType<string>> = {
  fullName: z.string().trim().min(2, 'a full name has at least 2 characters').max(100, 'a full name has at most 100 characters'),
  dateOfBirth: isoDate,
  gender: z.enum(GENDERS, { message: `must be one of ${GENDERS.join(', ')}` }),
  nrcNumber: identityBody.shape.nrcNumber,
};

/** What a correction changed, for the audit: the field before and after, and the KYC case it re-opened. */
export interface IdentityCorrection {
  before: string;
  after: string;
  reviewId: number;
}

/**
 * Writes one identity field, a field KYC verified (risk's decision on the desk, issue 42): the borrower's own form's
 * rules (400), a real change (400), an NRC held by no other account (409; concurrent corrections to one NRC are
 * serialised by a lock on the number); then KYC is re-opened: a pending case (flag `identity-corrected`) that a person
 * decides on the KYC desk, and until then the borrower cannot borrow. Null when the borrower has no identity.
 */
export async function correctIdentityField(tx: Tx, userId: number, field: IdentityField, raw: string, at: Date): Promise<IdentityCorrection | null> {
  const parsed = RULES[field].safeParse(raw);
  if (!parsed.success) throw badRequest(`value: ${parsed.error.issues[0]?.message ?? 'not valid'}`);
  const after = parsed.data.replace(/\s+/g, ' ');
  if (field === 'nrcNumber') await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kyc-nrc:${after}`}))`);
  const [identity] = await tx.select().from(kycIdentities).where(eq(kycIdentities.userId, userId)).for('update');
  if (!identity) return null;
  if (identity[field] === after) throw badRequest(IDENTITY_CORRECTION_MESSAGES.unchanged);
  if (field === 'nrcNumber') {
    const [holder] = await tx.select({ userId: kycIdentities.userId }).from(kycIdentities).where(and(eq(kycIdentities.nrcNumber, after), ne(kycIdentities.userId, userId))).limit(1);
    if (holder) throw conflict(IDENTITY_CORRECTION_MESSAGES.nrcTaken);
  }
  await tx.update(kycIdentities).set({ [field]: after, updatedAt: at }).where(eq(kycIdentities.userId, userId));
  const reviewId = await reopenReview(tx, userId, 'identity-corrected', at);
  return { before: identity[field], after, reviewId };
}
