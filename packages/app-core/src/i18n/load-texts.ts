/**
 * Loads a language's words (once) into `words` (text.ts's): its catalogue with the desk's corrections over it, both
 * fetched by a chunk of their own (`corrected-texts.ts`), so that English's first load carries none of it. English
 * needs none (English is said); an unknown language gets none.
 */
export async function loadTexts(lang: string, words: Partial<Record<string, Record<string, string>>>): Promise<void> {
  if (lang !== 'en') words[lang] ??= await (await import('./corrected-texts')).correctedTexts(lang);
}
