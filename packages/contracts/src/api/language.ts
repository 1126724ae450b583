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
