import { catalogues } from '@pocket/web-texts/catalogues';
import { englishOf } from '@pocket/web-texts/context';

/**
 * For tests of a screen in Bemba or Nyanja: the catalogue's English texts still shown in `root` (a text node's words,
 * or a name, placeholder or title a borrower's reader says) where the language has words of its own. A screen fully
 * in the language gives `[]`; a word said without `t` that the catalogue knows shows up here.
 */
export function catalogueEnglishIn(root: Element, language: 'bem' | 'ny'): string[] {
  const catalogue = catalogues[language];
  // A text in a context (`inContext`) shows its English alone.
  const english = new Set(Object.keys(catalogue).filter((said) => catalogue[said] !== englishOf(said)).map(englishOf));
  const shown: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) shown.push(node.textContent?.trim() ?? '');
  for (const el of [root, ...root.querySelectorAll('*')]) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = el.getAttribute(name);
      if (value) shown.push(value.trim());
    }
  }
  return [...new Set(shown.filter((text) => english.has(text)))];
}
