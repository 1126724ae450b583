import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

import { updatedAt } from '../../db/columns';

/**
 * The 4-digit PIN a borrower sets in the app (/set) for money actions on the USSD menu: only its argon2id hash is kept.
 * One row per user; setting it again replaces it.
 */
export const ussdPins = pgTable('ussd_pins', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  pinHash: text('pin_hash').notNull(),
  updatedAt: updatedAt(),
});
