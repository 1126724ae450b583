import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt, idColumn, timestampColumn, updatedAt } from '../../db/columns';

/** A borrower: created at the first successful phone login. */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    /** E.164, +260XXXXXXXXX. */
    mobile: text('mobile').notNull(),
    /** Google `sub` once a Google account is bound (one per phone, one phone per account). */
    googleSub: text('google_sub'),
    googleEmail: text('google_email'),
    registerChannel: text('register_channel'),
    deviceBrand: text('device_brand'),
    /**
     * The language the borrower reads Pocket in (issue 48): 'en', 'bem' or 'ny'; null until known (English is used).
     * Set from the `lang` header at the first login, and by the borrower's own choice (the USSD menu).
     */
    language: text('language'),
    /** Set when the borrower closed the account (docs/data-rights.md): the row is anonymised, the phone freed. */
    closedAt: timestampColumn('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_mobile_uq').on(t.mobile), uniqueIndex('users_google_sub_uq').on(t.googleSub)],
);

export type UserRow = typeof users.$inferSelect;
