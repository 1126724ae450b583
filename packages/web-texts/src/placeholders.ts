/**
 * The placeholders of a web text as the app fills them in (`sayFrom` in app-core: simple `{name}` arguments only, no
 * plural or select), sorted, repeats kept: a translation or a desk correction must have its English text's.
 */
export const webPlaceholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

/** Whether a text has a brace outside its simple `{name}` placeholders (a plural, a select, a stray brace). */
export const hasOtherBraces = (text: string): boolean => /[{}]/.test(text.replace(/\{\w+\}/g, ''));

/** Whether `text` may stand for `english` in the app: words, the same simple placeholders, no other brace. */
export const fitsWebText = (english: string, text: string): boolean =>
  text.trim() !== '' && !hasOtherBraces(text) && webPlaceholders(text).join() === webPlaceholders(english).join();
