import { z } from 'zod';

import { envelope } from './common';

/** The languages a borrower reads Pocket in (issue 48): English, Bemba, Nyanja. */
export const BORROWER_LANGUAGES = ['en', 'bem', 'ny'] as const;
export const borrowerLanguage = z.enum(BORROWER_LANGUAGES, { message: 'language must be one of en, bem, ny' });

/** GET /api/v1/my/language and the answer of POST: the account's language (SMS, push and USSD speak it). */
export const languageView = z.object({ language: borrowerLanguage, chosen: z.boolean() });
export const languageAnswer = envelope(languageView);

/** POST /api/v1/my/language: the borrower's choice (the app's language switch). */
export const languageBody = z.object({ language: borrowerLanguage }).strict();

/** The languages whose web texts the desk corrects (English is the key: its words are the app's code). */
export const CORRECTED_WEB_LANGUAGES = ['bem', 'ny'] as const;

/** GET /api/texts/web?lang=bem: the web app's texts of a language corrected on the desk (docs/languages.md). */
export const webTextsQuery = z.object({ lang: z.enum(CORRECTED_WEB_LANGUAGES, { message: 'lang must be one of bem, ny' }) }).strict();

/** Each corrected text of the language: its English words (the catalogue's key) to its corrected words. */
export const webTextsData = z.object({ language: z.enum(CORRECTED_WEB_LANGUAGES), texts: z.record(z.string(), z.string()) });
export type WebTextsData = z.infer<typeof webTextsData>;
export const webTextsAnswer = envelope(webTextsData);
