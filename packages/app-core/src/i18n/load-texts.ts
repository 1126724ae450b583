/** Each language's catalogue in a chunk of its own, fetched only when that language is chosen or was kept. */
const catalogues: Record<string, () => Promise<{ default: Record<string, string> }>> = {
  bem: () => import('@pocket/web-texts/bem'),
  ny: () => import('@pocket/web-texts/ny'),
};

/** Loads a language's words (once) into `words` (text.ts's); English and an unknown language need none (English is said). */
export async function loadTexts(lang: string, words: Partial<Record<string, Record<string, string>>>): Promise<void> {
  words[lang] ??= (await catalogues[lang]?.())?.default;
}
