import { formatKwacha } from '@pocket/contracts/money';

import { type Catalogue, Texts } from './catalogue';
import { type Language, languageOf } from './languages';
import { CODE_TEXTS } from './texts/codes';
import { ERROR_TEXTS } from './texts/errors';
import { LINK_TEXTS } from './texts/links';
import { SMS_TEXTS } from './texts/sms';
import { USSD_TEXTS } from './texts/ussd';

export type { Entry, ReviewState, Surface, Values } from './catalogue';
export { placeholdersOf, Texts } from './catalogue';
export { GSM7_PER_SEGMENT, GSM7_SINGLE, gsm7Max, smsLimitWords } from './sms-limit';
export { DEFAULT_LANGUAGE, type Language, LANGUAGE_NAMES, LANGUAGES, languageOf } from './languages';

/** Every borrower-facing text of the server (SMS and push, SMS codes, USSD, envelope errors) in every language (issue 48). */
export const CATALOGUE: Catalogue = { ...SMS_TEXTS, ...CODE_TEXTS, ...LINK_TEXTS, ...USSD_TEXTS, ...ERROR_TEXTS };

export const texts = new Texts(CATALOGUE);

/** A catalogue text in a language (English when the language has none). */
export const t = (id: string, language: Language, values?: Record<string, string | number>) => texts.format(id, language, values);

/** Kwacha as every text shows it: ngwee 105050 -> 'K1,050.50'. */
export const money = formatKwacha;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/**
 * '2026-07-15' -> '15 Jul' in every language (no year: a four-digit number in an SMS reads as a login code). Bemba and
 * Nyanja texts use the same short months (the drafts' choice, docs/languages.md).
 */
export const shortDate = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1] ?? '?'}`;

const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** The error texts as patterns: each `{name}` of the English words matches any words. */
const ERROR_PATTERNS = Object.entries(ERROR_TEXTS).map(([id, entry]) => {
  const names: string[] = [];
  const source = entry.en
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { id, names, exact: names.length === 0 ? entry.en : null, re: new RegExp(`^${source}$`) };
});
const EXACT_ERRORS = new Map(ERROR_PATTERNS.filter((p) => p.exact !== null).map((p) => [p.exact!, p.id]));
const PATTERNED_ERRORS = ERROR_PATTERNS.filter((p) => p.exact === null);

/**
 * An English refusal (an envelope `msg`, a reason on a USSD screen) in a language: the catalogue's text when the
 * words are one of its error texts, else the English words unchanged. English in, English out.
 */
export function translateError(english: string, language: Language | string | null | undefined): string {
  const lang = typeof language === 'string' ? languageOf(language) : null;
  if (!lang || lang === 'en') return english;
  const id = EXACT_ERRORS.get(english);
  if (id) return t(id, lang);
  for (const p of PATTERNED_ERRORS) {
    const m = p.re.exec(english);
    if (m) return t(p.id, lang, Object.fromEntries(p.names.map((n, i) => [n, m[i + 1]!])));
  }
  return english;
}
