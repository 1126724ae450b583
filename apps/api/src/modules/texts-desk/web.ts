import type { TextItem } from '@pocket/contracts/api/staff';
import { catalogues, reviewOf } from '@pocket/web-texts/catalogues';
import { WEB_TEXTS } from '@pocket/web-texts/list';

import type { Language } from '../../i18n';

/**
 * The web app's texts on the desk (issue 48, docs/languages.md): the fourth surface, `web`, read as data from
 * @pocket/web-texts (the English texts the app says with the files that say them, and its Bemba and Nyanja
 * catalogues with their review states). Ids are `web.` + the text's key (a hash of its English words).
 */
const BY_ID = new Map(WEB_TEXTS.map((w) => [`web.${w.key}`, w]));

export const isWebText = (id: string): boolean => BY_ID.has(id);

/** A web text's `{name}` placeholders (the app's texts have simple arguments only), sorted. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();

/** Every web text in a language: its words in the language's catalogue, or null when missing (the app says English). */
export function webTextItems(language: Language): TextItem[] {
  return [...BY_ID].map(([id, w]) => {
    const text = language === 'en' ? w.english : (catalogues[language][w.english] ?? null);
    return {
      id,
      surface: 'web',
      usedIn: `the web app: ${w.usedIn.join(', ')}`,
      limit: null,
      placeholders: placeholders(w.english),
      english: w.english,
      text,
      review: language === 'en' ? 'reviewed' : text === null ? null : reviewOf(language, w.english),
      corrected: false,
    };
  });
}
