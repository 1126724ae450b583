import { cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';

import { textsIn } from '@pocket/app-core/say';

import { renderView } from './render-view';

/** Attributes whose words a borrower reads or hears (a screen reader's name, a field's hint, a picture's text). */
const READ = ['aria-label', 'placeholder', 'title', 'alt'];
// A phone number's format hint (`0XXXXXXXXX`) is no word.
const hasWord = (text: string) => /[A-Za-z]{3,}/.test(text.replace(/\b0X+\b/g, ''));

/** An icon's own name (react-vant's icons name their drawing: `arrow`, `success`), not a text of the app. */
const inIcon = (node: Node | null) => !!node?.parentElement?.closest('svg');

/** The words a page shows: each text node and each read attribute, trimmed, those with a word of three letters or more. */
export function shownWords(root: ParentNode = document.body): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!inIcon(node)) found.push(node.textContent ?? '');
  for (const element of root.querySelectorAll('*')) {
    if (element.closest('svg')) continue;
    for (const name of READ) found.push(element.getAttribute(name) ?? '');
  }
  return [...new Set(found.map((text) => text.trim()).filter(hasWord))];
}

/**
 * The English a screen still shows in Bemba or Nyanja (issue 48): renders it in English, then in the language (its
 * words fetched first, as the app does), and answers each text shown in both but those named in `same` (the server's
 * words and names, a brand, the same in every language). A word hard-coded in the screen, or said through `t` without
 * a text in the language's catalogue, is found here. Interactions (`act`) run on both renders before reading.
 */
export async function englishLeft(
  ui: () => ReactElement,
  language: 'bem' | 'ny',
  same: ReadonlyArray<string | RegExp> = [],
  act: () => Promise<void> | void = () => undefined,
): Promise<string[]> {
  const read = async (lang: string) => {
    if (lang !== 'en') await textsIn(lang);
    renderView(ui(), { state: { appState: { lang } } });
    await act();
    const words = shownWords();
    cleanup();
    return words;
  };
  const english = await read('en');
  const other = new Set(await read(language));
  const isSame = (text: string) => same.some((s) => (typeof s === 'string' ? s === text : s.test(text)));
  return english.filter((text) => other.has(text) && !isSame(text));
}
