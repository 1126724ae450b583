/**
 * The languages borrowers read Pocket in (issue 48): English, Bemba and Nyanja (Chichewa). Codes are BCP 47: `en`,
 * `bem` (Bemba has no two-letter code), `ny`.
 */
export const LANGUAGES = ['en', 'bem', 'ny'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself (the USSD choice and the desk show these). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bem: 'Ichibemba', ny: 'Chinyanja' };

const ALIASES: Record<string, Language> = { en: 'en', eng: 'en', bem: 'bem', ny: 'ny', nya: 'ny' };

/**
 * The language a `lang` header (or a stored value) names, or null when it names none of ours: `en`, `en-ZM`, `bem`,
 * `bem-ZM`, `ny`, `ny-ZM` and `nya` (ISO 639-2) are read; case does not matter.
 */
export function languageOf(value: string | null | undefined): Language | null {
  if (!value) return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return ALIASES[primary] ?? null;
}
