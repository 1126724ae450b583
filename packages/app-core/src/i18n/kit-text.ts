import { useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';

import { loadTexts } from './load-texts';
import { firstWords, type Say, sayFrom, words } from './text';

type LangStore = { subscribe(listener: () => void): () => void; getState(): { appState?: { lang?: string } } };

const noStore = () => () => undefined;

/**
 * `useText` for ui-kit's own words (docs/languages.md): ui-kit's components also render without the app's store (their
 * own tests and stories, a view's test), so this reads the borrower's language from the store when there is one and
 * says English without it. Like `useText`, the same `t` until the words change. Kept apart from `text.ts` (on /home's first load): only the lazy chunks of the components
 * that say words load it.
 */
export function useKitText(): Say {
  const store = useContext(ReactReduxContext)?.store as LangStore | undefined;
  const readLang = () => store?.getState().appState?.lang ?? 'en';
  const lang = useSyncExternalStore(store?.subscribe ?? noStore, readLang, readLang);
  const [, arrived] = useState(0);
  useEffect(() => {
    if (lang !== 'en' && !words[lang]) void loadTexts(lang, words).then(() => arrived((n) => n + 1));
  }, [lang]);
  const table = words[lang] ?? firstWords[lang];
  return useMemo(() => sayFrom(table), [table]);
}
