import { loadTexts } from './load-texts';
import { type Say, sayFrom, words } from './text';

/** `t` over one language's loaded words: the English text where the language has none, `{name}` placeholders filled in. */
export const sayWith =
  (lang: string): Say =>
  (en, values) =>
    sayFrom(words[lang])(en, values);

/**
 * `t` outside a component (a thunk's toasts: Google sign-in, an SMS login link): the language's words fetched first
 * (once), so that the toast is said in the borrower's language from the start. Pass the app state's `lang`.
 */
export async function textsIn(lang: string): Promise<Say> {
  if (lang !== 'en') await loadTexts(lang, words);
  return sayWith(lang);
}
