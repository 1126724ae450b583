import type { TextCorrectPayload, TextItem, TextsQuery } from '@pocket/contracts/api/staff';

import { CATALOGUE, gsm7Max, placeholdersOf, smsLimitWords } from '../../i18n';
import type { Entry, Language, Texts } from '../../i18n';
import { badRequest, notFound } from '../../plugins/errors';
import { holds, pageOf } from './find';
import { isWebText, type WebCorrections, webTextItems } from './web';
import { checkWebCorrection, WEB_TEXT_MESSAGES } from './web-check';

/** The longest renderings a correction must keep within the limits (the messages' and the USSD menu's doors). */
export interface TextLimits {
  /** Every SMS of a language with the longest values, as the texts would say them, and the GSM-7 segments each may take. */
  sms(language: Language, texts: Texts): Array<{ text: string; segments: number }>;
  /** Every USSD screen of a language with the longest values (without 'CON '/'END '). */
  ussd(language: Language, texts: Texts): string[];
  gsm7Length(text: string): number | null;
  ussdMax: number;
}

export const TEXT_MESSAGES = {
  unknown: (id: string) => `No text "${id}" in the catalogue`,
  syntax: (why: string) => `payload.text is not valid ICU MessageFormat: ${why}`,
  placeholders: (english: string[], given: string[]) =>
    `payload.text must use the placeholders of the English text (${english.map((p) => `{${p}}`).join(', ') || 'none'}); it has ${given.map((p) => `{${p}}`).join(', ') || 'none'}`,
  notGsm7: 'payload.text has a character an SMS cannot carry in GSM-7 (the SMS would go as 70-character UCS-2)',
  smsTooLong: (n: number, segments: number) => `payload.text is too long for ${smsLimitWords(segments)} with the longest values: ${n} of ${gsm7Max(segments)} GSM-7 characters`,
  ussdTooLong: (n: number, max: number) => `payload.text makes a USSD screen too long with the longest values: ${n} of ${max} characters`,
  ...WEB_TEXT_MESSAGES,
};

/**
 * Whether a correction may be asked for and approved: a known text, valid ICU MessageFormat, the English text's
 * placeholders, and, with the longest values, its GSM-7 SMS segments (one, or the text's own limit: the login link's
 * two) for every SMS it is part of (SMS texts) or a 182-character screen (USSD texts); a web text's, as the web app
 * fills its texts in (web-check.ts).
 * Throws the refusal naming the problem.
 */
export function checkCorrection(texts: Texts, p: TextCorrectPayload, limits: TextLimits): void {
  if (isWebText(p.id)) return checkWebCorrection(p);
  const entry = CATALOGUE[p.id];
  if (!entry) throw notFound(TEXT_MESSAGES.unknown(p.id));
  let given: string[];
  try {
    given = placeholdersOf(p.text, p.language);
  } catch (err) {
    throw badRequest(TEXT_MESSAGES.syntax(err instanceof Error ? err.message : String(err)));
  }
  const english = placeholdersOf(entry.en, 'en');
  if (JSON.stringify(given) !== JSON.stringify(english)) throw badRequest(TEXT_MESSAGES.placeholders(english, given));
  const candidate = texts.withText(p.id, p.language, p.text);
  if (entry.surface === 'sms') {
    for (const { text, segments } of limits.sms(p.language, candidate)) {
      const n = limits.gsm7Length(text);
      if (n === null) throw badRequest(TEXT_MESSAGES.notGsm7);
      if (n > gsm7Max(segments)) throw badRequest(TEXT_MESSAGES.smsTooLong(n, segments));
    }
  }
  if (entry.surface === 'ussd') {
    const longest = Math.max(...limits.ussd(p.language, candidate).map((s) => s.length + 4));
    if (longest > limits.ussdMax) throw badRequest(TEXT_MESSAGES.ussdTooLong(longest, limits.ussdMax));
  }
}

const USED_IN = { sms: 'SMS and push notification', ussd: 'USSD screen', error: 'error message in the app' } as const;
const LIMIT = { ussd: 'a 182-character USSD screen (the whole screen, longest values)', error: null } as const;
/** The limit the desk shows: an SMS text's own (i18n/sms-limit.ts), in the words a refusal names it. */
const limitOf = (entry: Entry): string | null =>
  entry.surface === 'sms' ? `${smsLimitWords(entry.smsSegments ?? 1)} with the longest values` : LIMIT[entry.surface];

/** The desk's list of a language's texts (the server's and the web app's): all, or those missing or in draft, of a surface or all. */
export function textList(texts: Texts, corrections: WebCorrections, query: TextsQuery) {
  const { language, show, surface } = query;
  const gaps = texts.gaps(language);
  const server: TextItem[] = Object.entries(CATALOGUE).map(([id, entry]) => {
    const own = texts.own(id, language);
    return {
      id,
      surface: entry.surface,
      usedIn: entry.usedIn ?? USED_IN[entry.surface],
      limit: limitOf(entry),
      placeholders: placeholdersOf(entry.en, 'en'),
      english: texts.own(id, 'en')!.text,
      text: own?.text ?? null,
      review: own?.review ?? (language === 'en' ? 'reviewed' : null),
      corrected: own?.corrected ?? false,
    };
  });
  const web = webTextItems(language, corrections);
  const items = [...server, ...web].filter((i) => surface === 'all' || i.surface === surface);
  const kept = show === 'missing' ? items.filter((i) => i.text === null) : show === 'draft' ? items.filter((i) => i.review === 'draft') : items;
  const found = kept.filter((i) => holds(i, query.find));
  return {
    language,
    ...pageOf(found, query.cursor, query.limit),
    found: found.length,
    missing: gaps.missing.length + web.filter((i) => i.text === null).length,
    draft: gaps.draft.length + web.filter((i) => i.review === 'draft').length,
  };
}
