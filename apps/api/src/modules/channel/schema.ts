import { boolean, pgTable, text } from 'drizzle-orm/pg-core';

import { updatedAt } from '../../db/columns';

/** Settings per acquisition channel (appChannelCode), seeded at start and editable in the database. */
export const channels = pgTable('channels', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  appDownloadUrl: text('app_download_url').notNull(),
  altDownloadUrl: text('alt_download_url').notNull(),
  /** The Android app's package name (the store listing's id). */
  packageName: text('package_name').notNull().default('zm.co.pocket.app'),
  googleLoginEnabled: boolean('google_login_enabled').notNull().default(true),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: updatedAt(),
});
