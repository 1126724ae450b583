import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

import { idColumn, refColumn, timestampColumn } from '../../db/columns';

/**
 * The staff audit: one append-only row per sign-in (and failed sign-in), reveal of personal data and write. Each row's
 * hash is HMAC-SHA256, under a key kept outside the database, over the previous row's hash and its own fields (hash.ts;
 * rows written before issue 42 have SHA-256 without a key). The app's role may only insert and read it, and a trigger
 * refuses UPDATE, DELETE and TRUNCATE to the owner too (migrations 0007 and 0032; decision 0048).
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

/**
 * Checkpoints of the chain's head (issue 42, decision 0048): how many rows up to which row, with that row's hash, at a
 * time, MACed with the audit key. Insert-only for the app's role like the audit; each is also written to the log and,
 * when set, a file outside the database, so that rows removed from the tail are found by `verify`.
 */
export const staffAuditCheckpoints = pgTable('staff_audit_checkpoints', {
  id: idColumn(),
  at: timestampColumn('at').notNull(),
  rows: bigint('rows', { mode: 'number' }).notNull(),
  headId: bigint('head_id', { mode: 'number' }),
  headHash: text('head_hash'),
  mac: text('mac').notNull(),
});
