import { bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import type { StaffRole } from '@pocket/contracts/api/staff';

import { createdAt, idColumn, refColumn, timestampColumn } from '../../db/columns';

/** A member of the lender's staff (docs/backoffice.md). Roles come only through role.grant approvals. */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: idColumn(),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** argon2id (PHC string); null until the member enrols through their link (and again after a reset). */
    passwordHash: text('password_hash'),
    /** Base32 TOTP secret (RFC 6238, 30 s steps, 6 digits); null like the password until enrolment. */
    totpSecret: text('totp_secret'),
    /** The 30 s step of the last code that signed in: a code of this step or an older one is refused (no replay). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    roles: text('roles').array().$type<StaffRole[]>().notNull().default([]),
    disabledAt: timestampColumn('disabled_at'),
    disabledReason: text('disabled_reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_members_email_uq').on(t.email)],
);

/** A staff session: only the SHA-256 of the cookie's token is stored. 8 h absolute, 30 min idle. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: idColumn(),
    staffId: refColumn('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
    lastSeenAt: timestampColumn('last_seen_at').notNull(),
    revokedAt: timestampColumn('revoked_at'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_sessions_token_hash_uq').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
);

export type StaffRow = typeof staffMembers.$inferSelect;

/**
 * An enrolment link (issue 42, defect 7): made when an admin adds a member and when a `staff.reset` request is
 * approved, sent to the member's e-mail. Only the SHA-256 of its token is stored; it lives 72 h and works once, and a
 * newer link of the member ends the older one. The TOTP secret the member is adding waits here until they finish.
 */
export const staffEnrolments = pgTable(
  'staff_enrolments',
  {
    id: idColumn(),
    staffId: refColumn('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    tokenHash: text('token_hash').notNull(),
    /** `new` (an admin added the member) or `reset` (an approved staff.reset). */
    reason: text('reason').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
    /** When it was used, or replaced by a newer link. */
    endedAt: timestampColumn('ended_at'),
    pendingTotpSecret: text('pending_totp_secret'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_enrolments_token_hash_uq').on(t.tokenHash), index('staff_enrolments_staff_idx').on(t.staffId)],
);

/** Sandbox only: the e-mails the server would send to staff (enrolment links), shown on /dev/phone. */
export const staffMailOutbox = pgTable('staff_mail_outbox', {
  id: idColumn(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});
