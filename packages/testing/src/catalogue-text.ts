import { afterEach } from 'vitest';

import { catalogues } from '@pocket/web-texts/catalogues';

/**
 * For tests of a screen in Bemba or Nyanja: `withoutText(language, english)` takes one text out of that language's
 * catalogue (the object the app loads) for the current test, so the screen shows that the English stands in; each
 * text is put back after the test. Call `catalogueTexts()` once at a test file's top level.
 */
export function catalogueTexts() {
  const takenOut: Array<() => void> = [];
  afterEach(() => takenOut.splice(0).forEach((putBack) => putBack()));
  return function withoutText(language: 'bem' | 'ny', english: string) {
    const catalogue = catalogues[language];
    const text = catalogue[english]!;
    delete catalogue[english];
    takenOut.push(() => (catalogue[english] = text));
  };
}
