import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import type { CorrectionField } from '@pocket/contracts/api/data-rights';

import { createdAt, idColumn, refColumn, timestampColumn } from '../../db/columns';

export type DataExportStatus = 'PREPARING' | 'READY' | 'FAILED';

/**
 * A borrower's "Download my data" (docs/data-rights.md): asked for behind a fresh SMS code, prepared by the export
 * job (the row is its queue), downloadable through `link_key` until `expires_at`. The files live in the row.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: idColumn(),
    userId: refColumn('user_id').notNull(),
    status: text('status').$type<DataExportStatus>().notNull(),
    /**
     * The download link's key (192 random bits). Kept as is so the borrower's app can show the link again; it opens
     * only this row's files, which sit in the same database, so reading it grants nothing the database did not hold.
     */
    linkKey: text('link_key').notNull(),
    json: text('json'),
    html: text('html'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    requestedAt: timestampColumn('requested_at').notNull(),
    readyAt: timestampColumn('ready_at'),
    expiresAt: timestampColumn('expires_at'),
  },
  (t) => [
    uniqueIndex('data_exports_link_key_uq').on(t.linkKey),
    index('data_exports_user_idx').on(t.userId, t.requestedAt),
    index('data_exports_status_idx').on(t.status, t.requestedAt),
  ],
);
export type DataExportRow = typeof dataExports.$inferSelect;

export type CorrectionStatus = 'OPEN' | 'ANSWERED';

/** A borrower's "Correct my data" request and the desk's answer; the history of answers is in the staff audit. */
export const dataCorrections = pgTable(
  'data_corrections',
  {
    id: idColumn(),
    userId: refColumn('user_id').notNull(),
    field: text('field').$type<CorrectionField>().notNull(),
    text: text('text').notNull(),
    /** The Idempotency-Key the app sent: a double tap files one request. */
    requestKey: text('request_key'),
    status: text('status').$type<CorrectionStatus>().notNull(),
    answer: text('answer'),
    /** The desk changed the field in the profile with its answer. */
    corrected: boolean('corrected').notNull().default(false),
    answeredBy: refColumn('answered_by'),
    answeredByEmail: text('answered_by_email'),
    answeredAt: timestampColumn('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('data_corrections_request_key_uq').on(t.userId, t.requestKey),
    index('data_corrections_queue_idx').on(t.status, t.createdAt),
    index('data_corrections_user_idx').on(t.userId, t.createdAt),
  ],
);
export type CorrectionRow = typeof dataCorrections.$inferSelect;
