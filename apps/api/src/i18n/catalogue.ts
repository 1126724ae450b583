import { IntlMessageFormat } from 'intl-messageformat';

import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from './languages';

/** Where a text is read: an SMS (its push notification is the same text without `Pocket: `), a USSD screen, an error. */
export type Surface = 'sms' | 'ussd' | 'error';

/** A Bemba or Nyanja text stays a draft until a speaker on the lender's staff marks it reviewed. */
export type ReviewState = 'draft' | 'reviewed';

export interface Translation {
  text: string;
  review: ReviewState;
}

/** One text: its English words (the spec's, word for word where it gives them) and its translations. */
export interface Entry {
  surface: Surface;
  /** Where the text is read, when the surface's general words do not say it (the desk's list shows it). */
  usedIn?: string;
  /** SMS texts: how many GSM-7 segments its SMS may take with the longest values (sms-limit.ts); one unless said. */
  smsSegments?: 2;
  en: string;
  bem?: Translation;
  ny?: Translation;
}

/** Values of a text's placeholders: amounts and dates come formatted (`K1,050.50`, `15 Jul`), counts as numbers. */
export type Values = Record<string, string | number>;

export type Catalogue = Record<string, Entry>;

/** The placeholders of an ICU text (argument names, with those inside select and plural options), sorted; throws on bad syntax. */
export function placeholdersOf(text: string, language: Language): string[] {
  const names = new Set<string>();
  const walk = (nodes: unknown[]) => {
    for (const n of nodes as Array<{ type: number; value?: string; options?: Record<string, { value: unknown[] }> }>) {
      if (n.type !== 0 && n.value) names.add(n.value);
      for (const o of Object.values(n.options ?? {})) walk(o.value);
    }
  };
  walk(new IntlMessageFormat(text, language).getAst());
  return [...names].sort();
}

/** A draft translation (what this code writes); a reviewed one comes from a speaker on the lender's staff. */
export const draft = (text: string): Translation => ({ text, review: 'draft' });

/** The text of an entry in a language, or null when the language has none (English stands in). */
export function textIn(entry: Entry, language: Language): string | null {
  if (language === 'en') return entry.en;
  return entry[language]?.text ?? null;
}

/**
 * Formats catalogue texts with ICU MessageFormat; compiled messages are cached per language and text. A text
 * missing in a language is said in English.
 */
export class Texts {
  readonly #compiled = new Map<string, IntlMessageFormat>();
  /** Corrections made on the desk (`text_overrides`), over the texts shipped with the code: `lang\0id` -> text. */
  #overrides = new Map<string, Translation>();

  constructor(readonly entries: Catalogue) {}

  has(id: string): boolean {
    return id in this.entries;
  }

  /** Replaces the desk's corrections (read from the database); the next text said uses them. */
  setOverrides(rows: ReadonlyArray<{ id: string; language: string; text: string; review: ReviewState }>): void {
    this.#overrides = new Map(rows.filter((r) => r.id in this.entries && (LANGUAGES as readonly string[]).includes(r.language)).map((r) => [`${r.language}\u0000${r.id}`, { text: r.text, review: r.review }]));
    this.#compiled.clear();
  }

  /** The same texts with one more correction (to check a correction before it is approved). */
  withText(id: string, language: Language, text: string): Texts {
    const copy = new Texts(this.entries);
    copy.#overrides = new Map(this.#overrides).set(`${language}\u0000${id}`, { text, review: 'draft' });
    return copy;
  }

  /** The words of `id` in a language as they stand (a desk correction first), and whether it is a correction. */
  own(id: string, language: Language): { text: string; review: ReviewState | null; corrected: boolean } | null {
    const corrected = this.#overrides.get(`${language}\u0000${id}`);
    if (corrected) return { ...corrected, corrected: true };
    const entry = this.entries[id];
    if (!entry) return null;
    if (language === 'en') return { text: entry.en, review: null, corrected: false };
    const t = entry[language];
    return t ? { ...t, corrected: false } : null;
  }

  /** The words of `id` in `language` with its placeholders filled. Throws on an unknown id (a programming error). */
  format(id: string, language: Language, values: Values = {}): string {
    const entry = this.entries[id];
    if (!entry) throw new Error(`No text "${id}" in the catalogue`);
    const own = this.own(id, language)?.text ?? null;
    const lang = own === null ? DEFAULT_LANGUAGE : language;
    const key = `${lang}\u0000${id}`;
    let message = this.#compiled.get(key);
    if (!message) {
      message = new IntlMessageFormat(own ?? entry.en, lang === 'ny' ? 'ny' : lang);
      this.#compiled.set(key, message);
    }
    const out = message.format(values);
    if (typeof out !== 'string') throw new Error(`Text "${id}" did not format to a string`);
    return out;
  }

  /** Ids of a surface's texts a language lacks (English stands in) or has only as drafts. */
  gaps(language: Language, surface?: Surface): { missing: string[]; draft: string[] } {
    const missing: string[] = [];
    const drafts: string[] = [];
    for (const [id, entry] of Object.entries(this.entries)) {
      if (surface && entry.surface !== surface) continue;
      if (language === 'en') continue;
      const t = this.own(id, language);
      if (!t) missing.push(id);
      else if (t.review === 'draft') drafts.push(id);
    }
    return { missing, draft: drafts };
  }
}

export { LANGUAGES };
