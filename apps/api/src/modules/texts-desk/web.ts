import { createHash } from 'node:crypto';

import type { TextItem } from '@pocket/contracts/api/staff';
import { catalogues, reviewOf } from '@pocket/web-texts/catalogues';
import { saidOf, WEB_TEXTS } from '@pocket/web-texts/list';

import type { Language, ReviewState } from '../../i18n';

/**
 * The web app's texts on the desk (issue 48, docs/languages.md): the fourth surface, `web`, read as data from
 * @pocket/web-texts (the English texts the app says with the files that say them, and its Bemba and Nyanja
 * catalogues with their review states). Ids are `web.` + the text's key (a hash of its English words, after its
 * context when it has one: two texts with the same English, told apart by a context, are two texts here).
 */
const BY_ID = new Map(WEB_TEXTS.map((w) => [`web.${w.key}`, w]));

export const isWebText = (id: string): boolean => BY_ID.has(id);

/** A web text's English words; undefined for an id that is not a web text. */
export const webEnglishOf = (id: string): string | undefined => BY_ID.get(id)?.english;

/** A web text as the app says it and its catalogues key it (its English, after its context when it has one). */
const saidAs = (id: string): string | undefined => {
  const text = BY_ID.get(id);
  return text && saidOf(text);
};

/** The languages whose web texts are corrected on the desk: English is the key (its words are the app's code). */
export type CorrectedLanguage = Exclude<Language, 'en'>;

/** A web text's words as the app ships them in a language (its catalogue), or null when the catalogue lacks it. */
export function shippedWebText(id: string, language: CorrectedLanguage): { text: string; review: ReviewState } | null {
  const said = saidAs(id);
  const text = said === undefined ? undefined : catalogues[language][said];
  return said === undefined || text === undefined ? null : { text, review: reviewOf(language, said) };
}

/** A web text's `{name}` placeholders (the app's texts have simple arguments only), sorted. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();

/** What the public read serves for one language: the corrected texts (as the app says them -> words) and their ETag. */
export interface ServedWebTexts {
  data: { language: CorrectedLanguage; texts: Record<string, string> };
  etag: string;
}

/**
 * The desk's corrections of web texts (rows `web.<key>` of `text_overrides`), kept in memory: the desk's list shows
 * them, and `GET /api/texts/web?lang=` serves them to the app, built once per language and ETag'd until the next
 * reload changes them (an approval reloads at once, every process each minute).
 */
export class WebCorrections {
  #byLanguage = new Map<CorrectedLanguage, Map<string, { text: string; review: ReviewState }>>();
  #served = new Map<CorrectedLanguage, ServedWebTexts>();

  /** Replaces the corrections (every row of `text_overrides`; rows of other texts, and English, are left out). */
  set(rows: ReadonlyArray<{ id: string; language: string; text: string; review: ReviewState }>): void {
    const next = new Map<CorrectedLanguage, Map<string, { text: string; review: ReviewState }>>([['bem', new Map()], ['ny', new Map()]]);
    for (const r of rows) if (isWebText(r.id)) next.get(r.language as CorrectedLanguage)?.set(r.id, { text: r.text, review: r.review });
    this.#byLanguage = next;
    this.#served.clear();
  }

  /** A web text's correction in a language, if any. */
  of(id: string, language: Language): { text: string; review: ReviewState } | undefined {
    return language === 'en' ? undefined : this.#byLanguage.get(language)?.get(id);
  }

  /** The public read's answer for a language (kept until the corrections change). */
  served(language: CorrectedLanguage): ServedWebTexts {
    let served = this.#served.get(language);
    if (!served) {
      const texts: Record<string, string> = {};
      for (const [id, { text }] of [...(this.#byLanguage.get(language) ?? [])].sort(([a], [b]) => a.localeCompare(b))) texts[saidAs(id)!] = text;
      const data = { language, texts };
      served = { data, etag: `"${createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 22)}"` };
      this.#served.set(language, served);
    }
    return served;
  }
}

/** Every web text in a language: its words (a desk correction first, else its catalogue's), or null when missing (the app says English). */
export function webTextItems(language: Language, corrections: WebCorrections): TextItem[] {
  return [...BY_ID].map(([id, w]) => {
    const corrected = corrections.of(id, language);
    const shipped = language === 'en' ? null : shippedWebText(id, language);
    const text = language === 'en' ? w.english : (corrected?.text ?? shipped?.text ?? null);
    return {
      id,
      surface: 'web',
      usedIn: `the web app: ${w.usedIn.join(', ')}`,
      limit: null,
      placeholders: placeholders(w.english),
      english: w.english,
      ...(w.context === undefined ? {} : { context: w.context }),
      text,
      review: language === 'en' ? 'reviewed' : (corrected?.review ?? shipped?.review ?? null),
      corrected: corrected !== undefined,
    };
  });
}
