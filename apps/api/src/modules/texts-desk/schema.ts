import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import { updatedAt } from '../../db/columns';

/**
 * Corrections of borrower texts made on the desk (issue 48, docs/languages.md): one row per text and language, over
 * the text shipped with the code (src/i18n/texts). Written only by an approved `text.correct` request.
 */
export const textOverrides = pgTable(
  'text_overrides',
  {
    /** The catalogue id, e.g. `sms.loan.disbursed`. */
    textId: text('text_id').notNull(),
    /** 'en', 'bem' or 'ny'. */
    language: text('language').notNull(),
    text: text('text').notNull(),
    /** 'draft' or 'reviewed' (a speaker on the lender's staff checked it). */
    review: text('review').notNull(),
    /** The approval that wrote it. */
    approvalId: bigint('approval_id', { mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.textId, t.language] })],
);

export type TextOverrideRow = typeof textOverrides.$inferSelect;
