/**
 * A web text's context (gettext's msgctxt, docs/languages.md): a few words that tell two texts with the same English
 * apart (`Set`, /set's title, and `Set`, the USSD PIN row's button: "set your PIN"). The text is said and keyed as
 * `context` + U+0004 + `english` (gettext's separator): its catalogues' key, and `webTextKey` of it its desk id; the
 * English shown is unchanged. A text without a context is its English alone, as before.
 */
export const CONTEXT_SEPARATOR = '\u0004';

/** What `t` says for an English text in a context: `t(inContext('USSD PIN button', 'Set'))`. */
export const inContext = (context: string, english: string): string => `${context}${CONTEXT_SEPARATOR}${english}`;

/** A said text's English words: after its context when it has one (what English shows, and a language without words). */
export const englishOf = (said: string): string => said.slice(said.indexOf(CONTEXT_SEPARATOR) + 1);

/** A said text's context, or undefined for a text without one. */
export const contextOf = (said: string): string | undefined => {
  const at = said.indexOf(CONTEXT_SEPARATOR);
  return at < 0 ? undefined : said.slice(0, at);
};
