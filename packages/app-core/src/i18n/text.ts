import { useEffect, useMemo, useState } from 'react';

import { useAppSelector } from '../hooks';
import { loadTexts } from './load-texts';

/**
 * The words of the languages loaded so far (`loadTexts`), keyed by the English text itself: the English words are in
 * the components already, so English needs no catalogue (docs/languages.md, the web app).
 */
export const words: Partial<Record<string, Record<string, string>>> = {};

/**
 * The words a server-rendered first screen was rendered with (issue 48: the server renders it in the `lang` cookie's
 * language and writes the words it said into the page; main.tsx puts them here before hydrating): the hydration
 * says the server's words, then the language's whole catalogue is loaded into `words` as for any first screen.
 */
export const firstWords: Partial<Record<string, Record<string, string>>> = {};

/**
 * Says an English text in the borrower's language (English where the language has none), its `{name}` placeholders
 * filled in (the catalogues' only ICU: apps/web/src/i18n/borrower-texts.test.ts). A text in a context
 * (`t(inContext('USSD PIN button', 'Set'))`, `inContext` from @pocket/web-texts/context: imported by the screen that
 * says it, not passed through here, which carried it into /home's first load) is looked up with its context and shows
 * its English alone where the language has none.
 */
export type Say = (en: string, values?: Record<string, string | number>) => string;

/**
 * `t` over one language's words (none: English). A text the words lack shows its English: after its context and
 * U+0004 when it has one (`englishOf` of @pocket/web-texts' context.ts, written out here: importing it put that module
 * in /home's first load; say.test.ts says a text made by `inContext`).
 */
export const sayFrom =
  (table: Record<string, string> | undefined): Say =>
  (en, values = {}) =>
    (table?.[en] ?? en.slice(en.indexOf('\u0004') + 1)).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/**
 * `t` of a component: the borrower's language (the `lang` of the app state, the header every call sends). A language
 * kept from an earlier visit has its words fetched when the first screen that says them mounts; the screen says
 * English until they come (a choice made now fetched them before `lang` changed, so it switches at once). `t` is the
 * same function from render to render until the words change, so an effect that lists it runs once, not on every
 * render (the poster's effect drew a new image on each render it caused, forever).
 */
export function useText(): Say {
  const lang = useAppSelector((s) => s.appState.lang);
  const [, arrived] = useState(0);
  useEffect(() => {
    if (lang !== 'en' && !words[lang]) void loadTexts(lang, words).then(() => arrived((n) => n + 1));
  }, [lang]);
  const table = words[lang] ?? firstWords[lang];
  return useMemo(() => sayFrom(table), [table]);
}
