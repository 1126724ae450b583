import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

import { idColumn, refColumn, timestampColumn } from '../../db/columns';

/**
 * The staff audit: one append-only row per sign-in (and failed sign-in), reveal of personal data and write. Each row's
 * hash is SHA-256 over the previous row's hash and its own fields (hash.ts); a trigger refuses UPDATE, DELETE and
 * TRUNCATE (migration 0006_staff_desk.sql).
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: idColumn(),
    at: timestampColumn('at').notNull(),
    actorId: refColumn('actor_id'),
    actorEmail: text('actor_email'),
    roles: text('roles').array().notNull().default([]),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    requestId: text('request_id'),
    ip: text('ip'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.at),
    index('staff_audit_actor_idx').on(t.actorId, t.id),
    index('staff_audit_entity_idx').on(t.entity, t.entityId, t.id),
    index('staff_audit_request_idx').on(t.requestId),
  ],
);
