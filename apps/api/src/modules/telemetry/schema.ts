import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

import { createdAt, idColumn, refColumn } from '../../db/columns';
import { userKey } from '../user/plugin';

/** buriedPointV2: a tracking point as the client sent it, with the default headers. */
export const trackingPoints = pgTable(
  'tracking_points',
  {
    id: idColumn(),
    userId: refColumn('user_id').references(userKey),
    pageId: text('page_id'),
    actionId: text('action_id'),
    body: jsonb('body').notNull(),
    headers: jsonb('headers').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tracking_points_created_idx').on(t.createdAt)],
);

/** addUserGrabInfoToRisk: device (type 1) and location (type 2) reports, parsed and validated. */
export const grabInfos = pgTable(
  'grab_infos',
  {
    id: idColumn(),
    userId: refColumn('user_id')
      .notNull()
      .references(userKey),
    type: integer('type').notNull(),
    info: jsonb('info').notNull(),
    createdAt: createdAt(),
  },
  // The device index: the KYC rules and the KYC desk look for other accounts on the same device id.
  (t) => [index('grab_infos_user_idx').on(t.userId, t.type), index('grab_infos_device_idx').on(sql`(${t.info}->>'deviceid')`).where(sql`type = 1`)],
);
