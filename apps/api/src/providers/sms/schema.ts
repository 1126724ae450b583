import { index, pgTable, text } from 'drizzle-orm/pg-core';

import { createdAt, idColumn } from '../../db/columns';

/** The sandbox SMS outbox: what would have been sent, for /api/dev/sms and /dev/phone. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: idColumn(),
    /** E.164 */
    mobile: text('mobile').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_messages_mobile_idx').on(t.mobile, t.createdAt)],
);
