/** The borrower's languages, each named in its own words (as the USSD menu names them). */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'bem', name: 'Ichibemba' },
  { code: 'ny', name: 'Chinyanja' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

/** The switch's title in the three languages, so that a borrower who cannot read English finds it (as on USSD). */
export const LANGUAGE_TITLE = 'Language / Ululimi / Chilankhulo';

export const isLanguage = (code: string): code is Language => LANGUAGES.some((l) => l.code === code);
