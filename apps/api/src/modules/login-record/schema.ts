import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

import { createdAt, idColumn, refColumn } from '../../db/columns';
import { userKey } from '../user/plugin';

/** One row per successful login, with the default headers the client sent. */
export const loginRecords = pgTable(
  'login_records',
  {
    id: idColumn(),
    userId: refColumn('user_id')
      .notNull()
      .references(userKey),
    /** 1 SMS code, 2 Google. */
    loginType: integer('login_type').notNull(),
    deviceType: integer('device_type'),
    deviceBrand: text('device_brand'),
    appChannelCode: text('app_channel_code'),
    appName: text('app_name'),
    appVersionCode: text('app_version_code'),
    lang: text('lang'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('login_records_user_idx').on(t.userId, t.createdAt)],
);
