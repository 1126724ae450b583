import { useAppSelector } from '../hooks';

/**
 * The words of the languages loaded so far (`loadTexts`, load-texts.ts), keyed by the English text itself: the English words
 * are in the components already, so English needs no catalogue on the first load (docs/languages.md, the web app).
 */
export const words: Partial<Record<string, Record<string, string>>> = {};

/**
 * Says an English text in the borrower's language (English where the language has none), its `{name}` placeholders
 * filled in (the catalogues' only ICU: apps/web/src/i18n/borrower-texts.test.ts).
 */
export type Say = (en: string, values?: Record<string, string | number>) => string;

/**
 * `t` of a component: the borrower's language (the `lang` of the app state, the header every call sends). Written
 * small: it is on /home's first load, whose bytes are at their budget (docs/performance.md).
 */
export function useText(): Say {
  const lang = useAppSelector((s) => s.appState.lang);
  // A text without placeholders is given no values: replace then finds nothing to fill in.
  return (en, values = {}) => (words[lang]?.[en] ?? en).replace(/\{(\w+)\}/g, (_, name: string) => values[name] as string);
}
