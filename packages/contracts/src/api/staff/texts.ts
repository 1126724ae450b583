import { z } from 'zod';

import { envelope } from '../common';
import { pageQuery } from './common';

// The borrower texts desk (issue 48, docs/languages.md): every SMS, push, USSD and error text in English, Bemba and
// Nyanja, and every text of the web app (`web`), where it is used, its length limit, and its review state; a
// correction of a server text is a `text.correct` approval (marketing asks, an admin approves) and is live without a
// deploy (a web text's is refused: its words ship with the app, @pocket/web-texts).

export const TEXT_LANGUAGES = ['en', 'bem', 'ny'] as const;
export const textLanguage = z.enum(TEXT_LANGUAGES, { message: 'language must be one of en, bem, ny' });
export type TextLanguage = z.infer<typeof textLanguage>;

export const TEXT_SURFACES = ['sms', 'ussd', 'error', 'web'] as const;
export const textSurface = z.enum(TEXT_SURFACES);
export type TextSurface = z.infer<typeof textSurface>;
export const TEXT_REVIEW_STATES = ['draft', 'reviewed'] as const;
export const textReview = z.enum(TEXT_REVIEW_STATES, { message: 'review must be draft or reviewed' });

/**
 * GET /api/staff/texts?language=bem&show=missing&surface=web&find=loan&limit=50: the texts of a language, all or only
 * those missing or in draft, of every surface or of one, those whose words hold `find`; a page of `limit` (1 to 100)
 * from `cursor`, or every text when no `limit` is given (a language has some 800).
 */
export const textsQuery = pageQuery
  .extend({
    language: textLanguage,
    show: z.enum(['all', 'missing', 'draft'], { message: 'show must be all, missing or draft' }).default('all'),
    surface: z.enum(['all', ...TEXT_SURFACES], { message: `surface must be all, ${TEXT_SURFACES.join(', ')}` }).default('all'),
    /** Words to find in a text's id, English, context, where it is used or its words in the language (case ignored). */
    find: z.string().trim().max(100, 'find is at most 100 characters').optional(),
  })
  .strict();
export type TextsQuery = z.infer<typeof textsQuery>;

export const textItem = z.object({
  /** The text's id, e.g. `sms.loan.disbursed`, `ussd.repay`, `error.paidOff`, `web.` + a web text's key. */
  id: z.string(),
  surface: textSurface,
  /** Where the borrower reads it, in words (`SMS and push`, `USSD screen`, `error message`, the web app's files). */
  usedIn: z.string(),
  /** Its length limit in words: `one 160-character GSM-7 SMS`, `a 182-character USSD screen (whole screen)`, or null. */
  limit: z.string().nullable(),
  placeholders: z.array(z.string()),
  english: z.string(),
  /**
   * A web text's context, when it has one: what tells apart two web texts with the same English (`Set`, /set's title,
   * and `Set`, the USSD PIN row's button; @pocket/web-texts' context.ts). Absent for every other text.
   */
  context: z.string().optional(),
  /** The language's text (a correction from the desk where there is one); null when missing (English is sent). */
  text: z.string().nullable(),
  review: textReview.nullable(),
  /** True when the text is a correction made on the desk (over the one shipped with the code). */
  corrected: z.boolean(),
});
export type TextItem = z.infer<typeof textItem>;

export const textsData = z.object({
  language: textLanguage,
  items: z.array(textItem),
  /** Over every text of the language, whatever `show` says. */
  missing: z.number().int(),
  draft: z.number().int(),
  /** How many texts the filters find (every page of them). */
  found: z.number().int(),
  /** The next page's cursor (`?cursor=`), null on the last page; a call without `limit` gets every text at once. */
  nextCursor: z.string().nullable(),
});
export const textsAnswer = envelope(textsData);

/**
 * The payload of a `text.correct` approval (POST /api/staff/approvals): the text's new words in a language and its
 * review state. Checked when asked and again when approved: a known id, valid ICU MessageFormat, the same
 * placeholders as the English text, and within the surface's length limit.
 */
export const textCorrectPayload = z
  .object({
    id: z.string().min(1, 'id is required').max(100),
    language: textLanguage,
    text: z.string().min(1, 'text is required').max(1000, 'text is at most 1000 characters'),
    review: textReview,
  })
  .strict();
export type TextCorrectPayload = z.infer<typeof textCorrectPayload>;
