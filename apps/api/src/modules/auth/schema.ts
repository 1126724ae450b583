import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt, idColumn, refColumn, timestampColumn } from '../../db/columns';
import { userKey } from '../user/plugin';

/** A login session. Only the SHA-256 of the 256-bit token is stored; the token itself exists only at the client. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: refColumn('user_id')
      .notNull()
      .references(userKey),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
    revokedAt: timestampColumn('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);
