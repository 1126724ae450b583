import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import { refColumn, updatedAt } from '../../db/columns';
import { users } from '../user/schema';

/** cerCode 2: identity (NRC). One row per user, replaced on each save. */
export const kycIdentities = pgTable('kyc_identities', {
  userId: refColumn('user_id')
    .primaryKey()
    .references(() => users.id),
  nrcNumber: text('nrc_number').notNull(),
  fullName: text('full_name').notNull(),
  /** YYYY-MM-DD */
  dateOfBirth: text('date_of_birth').notNull(),
  gender: text('gender').notNull(),
  nrcFrontUploadId: text('nrc_front_upload_id').notNull(),
  nrcBackUploadId: text('nrc_back_upload_id').notNull(),
  updatedAt: updatedAt(),
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
      .references(() => users.id),
    section: text('section').notNull(),
    data: jsonb('data').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.section] })],
);
