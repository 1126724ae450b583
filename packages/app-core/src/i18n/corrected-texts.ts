import { webTexts } from '@pocket/contracts/calls/app';
import { fitsWebText } from '@pocket/web-texts/placeholders';

/** Each language's catalogue in a chunk of its own, fetched only when that language is chosen or was kept. */
const catalogues: Record<string, () => Promise<{ default: Record<string, string> }>> = {
  bem: () => import('@pocket/web-texts/bem'),
  ny: () => import('@pocket/web-texts/ny'),
};

/** How long the desk's corrections may take: past this, the language is said with its shipped words alone. */
export const CORRECTIONS_WAIT_MS = 4000;

/**
 * The desk's corrections of a language's web texts (`GET /api/texts/web?lang=`: English text -> words; public, cached
 * by the browser a minute), or none when the read fails, answers something else, or takes longer than the wait.
 */
async function correctionsOf(lang: string): Promise<Record<string, unknown>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, CORRECTIONS_WAIT_MS, null)));
  try {
    const read = fetch(`${webTexts.path}?lang=${encodeURIComponent(lang)}`).then((r) => (r.ok ? (r.json() as Promise<{ data?: { texts?: unknown } }>) : null));
    const texts = (await Promise.race([read, late]))?.data?.texts;
    return texts && typeof texts === 'object' ? (texts as Record<string, unknown>) : {};
  } catch {
    return {};
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A language's words (loadTexts' lazy part, apart from /home's first load): its shipped catalogue with the desk's
 * corrections over it, each taken only when it keeps its English text's simple placeholders (the server checked them
 * too). The two are fetched at once; a failed read leaves the shipped catalogue. Undefined for a language without one.
 */
export async function correctedTexts(lang: string): Promise<Record<string, string> | undefined> {
  if (!catalogues[lang]) return undefined;
  const corrections = correctionsOf(lang);
  return textsWith(lang, await corrections);
}

/**
 * A language's shipped catalogue with these corrections over it (the answer of `GET /api/texts/web`: English text ->
 * words), each taken only when it keeps its English text's simple placeholders: the browser's load above, and the
 * server's render of a first screen in the borrower's language (apps/web/src/entry-server.tsx), which reads the same
 * corrections. Undefined for a language without a catalogue.
 */
export async function textsWith(lang: string, corrections: Record<string, unknown>): Promise<Record<string, string> | undefined> {
  const load = catalogues[lang];
  if (!load) return undefined;
  const { default: shipped } = await load();
  const taken = Object.entries(corrections).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && fitsWebText(entry[0], entry[1]));
  // No correction: the shipped catalogue itself, one object per language (as a test that takes a text out expects).
  return taken.length === 0 ? shipped : { ...shipped, ...Object.fromEntries(taken) };
}
