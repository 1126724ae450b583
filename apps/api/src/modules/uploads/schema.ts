import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

import { createdAt, refColumn } from '../../db/columns';
import { userKey } from '../user/plugin';

/** An uploaded image; the bytes live under DATA_DIR/uploads/<id>. The id is random so it cannot be guessed. */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    userId: refColumn('user_id')
      .notNull()
      .references(userKey),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);
