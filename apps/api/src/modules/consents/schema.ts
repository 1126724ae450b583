import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';

import type { ConsentKind } from '@pocket/contracts/api/consents';

import { idColumn, refColumn, timestampColumn } from '../../db/columns';
import { userKey } from '../user/plugin';

/**
 * Every consent given or withdrawn, append-only (docs/data-rights.md, "Consents"): the latest row of a (user, kind) is
 * the state in force. `version` is the version of the text the borrower saw; `source` where it was given (login, kyc, set).
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: idColumn(),
    userId: refColumn('user_id')
      .notNull()
      .references(userKey),
    kind: text('kind').$type<ConsentKind>().notNull(),
    given: boolean('given').notNull(),
    version: text('version').notNull(),
    source: text('source').notNull(),
    at: timestampColumn('at').notNull(),
  },
  (t) => [index('consent_records_user_idx').on(t.userId, t.kind, t.id)],
);

export type ConsentRecordRow = typeof consentRecords.$inferSelect;
