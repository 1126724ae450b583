import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { idColumn, refColumn, timestampColumn, updatedAt } from '../../db/columns';
import { userKey } from '../user/plugin';

/** cerCode 2: identity (NRC). One row per user, replaced on each save. */
export const kycIdentities = pgTable('kyc_identities', {
  userId: refColumn('user_id')
    .primaryKey()
    .references(userKey),
  nrcNumber: text('nrc_number').notNull(),
  fullName: text('full_name').notNull(),
  /** YYYY-MM-DD */
  dateOfBirth: text('date_of_birth').notNull(),
  gender: text('gender').notNull(),
  nrcFrontUploadId: text('nrc_front_upload_id').notNull(),
  nrcBackUploadId: text('nrc_back_upload_id').notNull(),
  updatedAt: updatedAt(),
  /**
   * When KYC steps 1-3 were first all complete, in business time (config.now): the credit feature daysSinceKyc
   * (docs/credit-policy.md). Null until then; set once (a later save does not move it).
   */
  completedAt: timestampColumn('completed_at'),
});

/**
 * Sections saved through addOrUpdateUserAuthInfo: 'face' (cerCode 1), 'base', 'linkman', 'work' (together cerCode 3)
 * and 'questionnaire' (cerCode 4). The data is validated by the contract schema of its section before it is stored.
 */
export const kycSections = pgTable(
  'kyc_sections',
  {
    userId: refColumn('user_id')
      .notNull()
      .references(userKey),
    section: text('section').notNull(),
    data: jsonb('data').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.section] }),
    // The KYC desk's look-alikes: accounts naming a phone as an emergency contact.
    index('kyc_sections_contact1_idx').on(sql`(${t.data}->>'mobile1')`).where(sql`section = 'linkman'`),
    index('kyc_sections_contact2_idx').on(sql`(${t.data}->>'mobile2')`).where(sql`section = 'linkman'`),
  ],
);

/**
 * A borrower's KYC waiting for, or decided by, a person (docs/lending.md, "KYC: the rules and the person"). Opened when
 * KYC 1-3 are complete and a rule says a person must look (flags); at most one pending case per borrower. While the
 * latest case is pending or rejected the borrower cannot borrow. decided_by is the staff member's id.
 */
export const kycReviews = pgTable(
  'kyc_reviews',
  {
    id: idColumn(),
    userId: refColumn('user_id')
      .notNull()
      .references(userKey),
    status: text('status').notNull(),
    flags: jsonb('flags').$type<string[]>().notNull(),
    openedAt: timestampColumn('opened_at').notNull(),
    decidedAt: timestampColumn('decided_at'),
    decidedBy: refColumn('decided_by'),
    reasonCode: text('reason_code'),
  },
  (t) => [
    index('kyc_reviews_user_idx').on(t.userId, t.id),
    index('kyc_reviews_queue_idx').on(t.openedAt, t.id).where(sql`status = 'pending'`),
    uniqueIndex('kyc_reviews_one_pending').on(t.userId).where(sql`status = 'pending'`),
  ],
);
