import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

import type { ApprovalStatus } from '@pocket/contracts/api/staff';

import { idColumn, refColumn, timestampColumn } from '../../db/columns';

/** A maker-checker request: made by one staff member, approved or rejected by another, or expired after 24 h. */
export const staffApprovals = pgTable(
  'staff_approvals',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    reason: text('reason').notNull(),
    /** requested | approved | rejected (expired is requested past expires_at, computed on read). */
    status: text('status').$type<Exclude<ApprovalStatus, 'expired'>>().notNull(),
    requestedBy: refColumn('requested_by').notNull(),
    requestedByEmail: text('requested_by_email').notNull(),
    requestedAt: timestampColumn('requested_at').notNull(),
    decidedBy: refColumn('decided_by'),
    decidedByEmail: text('decided_by_email'),
    decidedAt: timestampColumn('decided_at'),
    decisionNote: text('decision_note'),
    expiresAt: timestampColumn('expires_at').notNull(),
    /** Set once, in the transaction that approved the request and ran its effect. */
    effectRanAt: timestampColumn('effect_ran_at'),
  },
  (t) => [index('staff_approvals_status_idx').on(t.status, t.id), index('staff_approvals_kind_idx').on(t.kind, t.id)],
);

export type ApprovalRow = typeof staffApprovals.$inferSelect;
